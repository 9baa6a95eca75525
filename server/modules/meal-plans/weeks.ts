// Plans run Monday to Sunday. Dates are calendar dates (YYYY-MM-DD) with no time zone: the week a
// server-side request falls in is the UTC week; browser dates, where a call carries them, win.
// The week's arithmetic lives in the shared dates.ts: the grocery lists count in the same weeks.
export { addDays, todayUtc, weekEndOf, weekStartOf } from '../../dates.ts';
