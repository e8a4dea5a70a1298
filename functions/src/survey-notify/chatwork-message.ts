/**
 * The Chatwork message posted for a survey response: the survey's title, the
 * customer's client name for a personal link, the first answers (bounded) and the staff results
 * link, inside Chatwork's [info] box. Pure; shared by the Cloud Function and local mode's server.
 */

export const MESSAGE_LIMITS = {
  /** Questions listed; the rest are counted. */
  questions: 5,
  /** Characters kept of each answer. */
  answerChars: 200,
  /** Characters of the whole body (Chatwork accepts far more; a notice should stay short). */
  bodyChars: 2000,
} as const;

/**
 * Text from visitors and staff, made inert: Chatwork notation needs ASCII brackets ([To:123],
 * [info], [toall], [qt], [code], [hr], ...), so every bracket becomes its full-width twin, which
 * Chatwork shows as is. Nothing a visitor types can address, quote or box anything.
 */
export function escapeChatwork(text: string): string {
  return text.replaceAll('[', '［').replaceAll(']', '］');
}

function cut(text: string, max: number): string {
  const chars = [...text];
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`;
}

interface MessageField {
  id: string;
  label: string;
  options?: { label: string; value: string }[];
}

export interface MessageInput {
  surveyTitle: string;
  /** The customer of the personal link the answer came through, or null. */
  clientName: string | null;
  fields: MessageField[];
  answers: Record<string, unknown>;
  /** The staff results page of the survey. */
  resultsUrl: string;
}

/** An answer as text: choices by their option labels, lists joined, empty as ''. */
function answerText(field: MessageField, value: unknown): string {
  const labelOf = (item: unknown) =>
    field.options?.find((option) => option.value === item)?.label ?? String(item);
  if (Array.isArray(value)) return value.map(labelOf).join('、');
  if (value === null || value === undefined) return '';
  return labelOf(value).trim();
}

/**
 * Links in text the team did not write (visitors' answers, customer rows in reminders, AI
 * drafts), made unclickable: Chatwork turns http(s) addresses into links, even glued to a word
 * ('xhttps://…'), and a stranger's text should not put one in front of the team.
 * 'https://a.example/x' becomes 'hxxps://a(.)example/x'.
 */
export function defangUrls(text: string): string {
  return text.replace(/https?:\/\/\S+/gi, (url) => `hxxp${url.slice(4)}`.replaceAll('.', '(.)'));
}

/** The message body for one response (Chatwork markup around escaped text). */
export function responseMessage(input: MessageInput): string {
  const answered = input.fields
    .map((field) => ({ field, text: answerText(field, input.answers[field.id]) }))
    .filter((item) => item.text !== '');
  const lines = answered
    .slice(0, MESSAGE_LIMITS.questions)
    .map(
      ({ field, text }) =>
        `■ ${escapeChatwork(cut(field.label, 100))}\n${escapeChatwork(defangUrls(cut(text.replace(/\s+/g, ' '), MESSAGE_LIMITS.answerChars)))}`,
    );
  if (answered.length > MESSAGE_LIMITS.questions)
    lines.push(`（ほか${answered.length - MESSAGE_LIMITS.questions}問の回答は結果ページで）`);
  const head = [
    `[info][title]アンケートに回答がありました: ${escapeChatwork(cut(input.surveyTitle, 100))}[/title]`,
    ...(input.clientName ? [`顧客: ${escapeChatwork(cut(input.clientName, 100))}`] : []),
  ];
  // In local mode the link's origin comes from the browser: made inert like everything else.
  const tail = `結果ページ: ${escapeChatwork(cut(input.resultsUrl, 300))}[/info]`;
  const room = MESSAGE_LIMITS.bodyChars - [...head.join('\n'), ...tail].length - 2;
  const body = cut(lines.join('\n'), Math.max(room, 0));
  return [...head, body, tail].filter((part) => part !== '').join('\n');
}

/** The one message for the responses held past the budget of a minute (notify-budget.ts). */
export function digestMessage(input: {
  surveyTitle: string;
  count: number;
  resultsUrl: string;
}): string {
  return [
    `[info][title]アンケートに回答がありました: ${escapeChatwork(cut(input.surveyTitle, 100))}[/title]`,
    `${input.count}件の回答が届きました（短い間に多く届いたため、まとめてお知らせします）`,
    `結果ページ: ${escapeChatwork(cut(input.resultsUrl, 300))}[/info]`,
  ].join('\n');
}

/** The message input from the stored survey and response (the Admin SDK's or the browser's). */
export function messageInputOf(
  survey: Record<string, unknown>,
  response: Record<string, unknown>,
  clientName: string | null,
  resultsUrl: string,
): MessageInput {
  const fields = Array.isArray(survey.fields)
    ? (survey.fields as Record<string, unknown>[])
        .filter((field) => typeof field?.id === 'string')
        .sort((a, b) => Number(a.order ?? 0) - Number(b.order ?? 0))
        .map((field) => ({
          id: field.id as string,
          label: typeof field.label === 'string' ? field.label : '',
          ...(Array.isArray(field.options)
            ? { options: field.options as { label: string; value: string }[] }
            : {}),
        }))
    : [];
  const answers =
    response.answers && typeof response.answers === 'object'
      ? (response.answers as Record<string, unknown>)
      : {};
  return {
    surveyTitle: typeof survey.title === 'string' ? survey.title : '',
    clientName,
    fields,
    answers,
    resultsUrl,
  };
}
