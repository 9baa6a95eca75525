// Structured JSON logs (pino). Parts of the system take a plain `log(message, fields)` function.
import { pino, type Logger } from 'pino';

export type Log = (message: string, fields?: Record<string, unknown>) => void;

export function createLogger(level: string, name = 'larder'): Logger {
  return pino({ name, level });
}

export const toLog = (logger: Logger): Log => (message, fields) => logger.info(fields ?? {}, message);
