/**
 * The time zone of a site that names none or an unknown one, and of the back-office's dates
 *: Paris. Every place that falls back to a zone uses this one.
 */
export const DEFAULT_TIME_ZONE = "Europe/Paris";
