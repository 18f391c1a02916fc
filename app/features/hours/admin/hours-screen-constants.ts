/** Where every form of the hours screen posts (the weekly hours, a period, the holidays). */
export const HOURS_ACTION = "/admin/pages/hours";

/** The hours screen's checkboxes (the holidays, the days of a copy). */
export const CHECKBOX_CLASSES =
  "size-5 shrink-0 cursor-pointer rounded accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring";
