// Structured JSON logs (pino). Parts of the system take a plain `log(message, fields)` function; a
// `level` field ('warn', 'error', ...) picks the line's level, anything else is logged at info.
import { pino, type Logger } from 'pino';

export type Log = (message: string, fields?: Record<string, unknown>) => void;

export function createLogger(level: string, name = 'larder'): Logger {
  return pino({ name, level });
}

const LEVELS = new Set(['fatal', 'error', 'warn', 'info', 'debug', 'trace']);
/** graphile-worker says 'warning' where pino says 'warn'. */
const levelOf = (value: unknown): 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' =>
  value === 'warning' ? 'warn' : LEVELS.has(value as string) ? (value as 'info') : 'info';

export const toLog =
  (logger: Logger): Log =>
  (message, fields) => {
    if (!fields || !('level' in fields)) {
      logger.info(fields ?? {}, message);
      return;
    }
    // pino writes its own `level`: a second one in the line would be ambiguous.
    const { level, ...rest } = fields;
    logger[levelOf(level)](rest, message);
  };
