// Sanitised HTML of a content page or article (rendered from Markdown on the server), styled
// through its element names: the Markdown carries no classes.
const PROSE = [
  "max-w-3xl leading-relaxed text-stone-800",
  "[&_h2]:mt-8 [&_h2]:mb-3 [&_h2]:scroll-mt-24 [&_h2]:font-serif [&_h2]:text-2xl [&_h2]:font-bold",
  "[&_h3]:mt-6 [&_h3]:mb-2 [&_h3]:scroll-mt-24 [&_h3]:text-xl [&_h3]:font-bold",
  "[&_h4]:mt-4 [&_h4]:mb-2 [&_h4]:font-bold",
  "[&_p]:mb-4 [&_ul]:mb-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mb-4 [&_ol]:list-decimal [&_ol]:pl-6",
  "[&_li]:mb-1 [&_a]:text-brand-800 [&_a]:underline [&_strong]:font-semibold",
  "[&_blockquote]:mb-4 [&_blockquote]:border-l-4 [&_blockquote]:border-brand-100 [&_blockquote]:pl-4 [&_blockquote]:italic",
  "[&_hr]:my-6 [&_hr]:border-stone-200 [&_code]:rounded [&_code]:bg-stone-100 [&_code]:px-1",
  "[&_table]:mb-4 [&_table]:w-full [&_table]:border-collapse [&_th]:border [&_th]:border-stone-300 [&_th]:bg-stone-50 [&_th]:p-2 [&_th]:text-left [&_td]:border [&_td]:border-stone-300 [&_td]:p-2",
  "[&_details]:mb-3 [&_details]:rounded [&_details]:border [&_details]:border-stone-200 [&_details]:p-3",
  "[&_summary]:cursor-pointer [&_summary]:font-semibold [&_details_p]:mt-2 [&_details_p]:mb-0",
].join(" ");

export function Prose({ html, className = "" }: { html: string; className?: string }) {
  return (
    <div
      className={`${PROSE} ${className}`}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server (features/content/markdown.server.ts)
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
