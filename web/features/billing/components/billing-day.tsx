import { billingDate } from '../lib/subscription-state';

/** A billing date kept on one line: 'December' alone at a line's end reads as a broken sentence. */
export const BillingDay = ({ date }: { date: Date }) => <span style={{ whiteSpace: 'nowrap' }}>{billingDate(date)}</span>;
