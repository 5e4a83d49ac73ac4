// The messages entry: exactly what code outside them uses of the top-level message tables (messages*.ts),
// server-words.ts and foreign-text.ts, which stay beside this folder.
export { isForeignText } from '../foreign-text.ts';
export { depositMessages } from '../messages.deposit.ts';
export { formatMessage } from '../messages.format.ts';
export { launchMessages } from '../messages.launch.ts';
export { moneyLabels, moneyMessages } from '../messages.money.ts';
export { shellLabels, shellMessages } from '../messages.shell.ts';
export { labels, messages } from '../messages.ts';
export { wordResult } from '../server-words.ts';
