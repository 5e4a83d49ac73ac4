// Whether an answer needs the server-words table at all: apart from the table (server-words.ts), because the app's
// transport asks it of every answer from the first paint, and the table loads only with the first English answer.

const LATIN = /[A-Za-z]/;
const CHINESE = /[\u3400-\u9fff]/;

/** Whether the backend worded a message in English (Latin letters and no Chinese at all). */
export function isForeignText(text: string): boolean {
  return LATIN.test(text) && !CHINESE.test(text);
}
