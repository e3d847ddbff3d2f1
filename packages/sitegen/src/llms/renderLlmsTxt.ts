import { oneLine } from './pageMarkdown.js';

export interface LlmsEntry {
  title: string;
  /** absolute URL */
  url: string;
  description?: string;
}

export interface RenderLlmsTxtParams {
  title: string;
  summary: string;
  /** a paragraph after the summary: how to reach the Markdown versions */
  details: string;
  sections: { title: string; entries: LlmsEntry[] }[];
}

/** The llms.txt convention (llmstxt.org): H1 title, `>` summary, details, then H2 sections of `- [title](url): description`. */
export function renderLlmsTxt(params: RenderLlmsTxtParams): string {
  const sections = params.sections
    .filter((section) => section.entries.length > 0)
    .map((section) => {
      const entries = section.entries.map(
        (entry) => `- [${entry.title}](${entry.url})${entry.description ? `: ${oneLine(entry.description)}` : ''}`,
      );
      return `## ${section.title}\n\n${entries.join('\n')}`;
    });
  return `${[`# ${params.title}`, `> ${oneLine(params.summary)}`, params.details, ...sections].join('\n\n')}\n`;
}
