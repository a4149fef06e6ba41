// Where a sent application or manuscript lands (303 to ?trimis=…): a reload then shows the page
// and never sends again. The value says whether the visitor was sent an acknowledgement (a
// mailbox gets three a day, see uploadAcknowledgementPerMailbox), so the page says the truth.
const SENT_QUERY = "trimis";

export type SentState = "acknowledged" | "not-acknowledged" | null;

export function sentQuery(acknowledged: boolean): string {
  return `${SENT_QUERY}=${acknowledged ? "1" : "fara-email"}`;
}

export function sentState(url: URL): SentState {
  const value = url.searchParams.get(SENT_QUERY);
  return value === "1" ? "acknowledged" : value === "fara-email" ? "not-acknowledged" : null;
}
