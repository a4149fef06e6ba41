// The outbox keys of the e-mails an application or a manuscript causes, in one place: the forms
// queue them, and erasing an upload (a deletion request) finds them again to scrub them.

export type ApplicationEmail = "hr" | "applicant";
export type ManuscriptEmail = "editorial" | "author";

export const APPLICATION_EMAILS: readonly ApplicationEmail[] = ["hr", "applicant"];
export const MANUSCRIPT_EMAILS: readonly ManuscriptEmail[] = ["editorial", "author"];

export const applicationEmailKey = (applicationId: number, email: ApplicationEmail): string =>
  `career-application:${applicationId}:${email}`;

export const manuscriptEmailKey = (submissionId: number, email: ManuscriptEmail): string =>
  `manuscript:${submissionId}:${email}`;
