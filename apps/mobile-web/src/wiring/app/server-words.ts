// The backend's English answers in the spec's Chinese: domain's one table, in a chunk of its own that the transport
// loads with the first English answer (most sessions never meet one; the table would weigh on every cold start).
export { wordResult } from '@lobby/domain/messages';
