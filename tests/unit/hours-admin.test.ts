import { describe, expect, it } from "vitest";
import { easterSunday, frenchHolidays, upcomingHolidays } from "~/features/hours/french-holidays";
import { PERIOD_MESSAGES, parsePeriodForm, parseWeekForm, periodListState, type AdminPeriod, type PeriodFormValues } from "~/features/hours/hours-schema";
import { HOURS_MESSAGES, type DayHours } from "~/features/hours/hours";
import { specialPeriod } from "../support/hours-fixtures";

describe("French public holidays", () => {
  it("computes Easter", () => {
    expect(easterSunday(2026)).toBe("2026-04-05");
    expect(easterSunday(2027)).toBe("2027-03-28");
    expect(easterSunday(2024)).toBe("2024-03-31");
    expect(easterSunday(2038)).toBe("2038-04-25");
  });

  it("lists the eleven holidays of 2026", () => {
    expect(frenchHolidays(2026)).toEqual([
      { date: "2026-01-01", name: "Jour de l'an" },
      { date: "2026-04-06", name: "Lundi de Pâques" },
      { date: "2026-05-01", name: "Fête du Travail" },
      { date: "2026-05-08", name: "Victoire 1945" },
      { date: "2026-05-14", name: "Ascension" },
      { date: "2026-05-25", name: "Lundi de Pentecôte" },
      { date: "2026-07-14", name: "Fête nationale" },
      { date: "2026-08-15", name: "Assomption" },
      { date: "2026-11-01", name: "Toussaint" },
      { date: "2026-11-11", name: "Armistice 1918" },
      { date: "2026-12-25", name: "Noël" },
    ]);
  });

  it("lists the eleven holidays of 2027", () => {
    const days = frenchHolidays(2027);
    expect(days).toHaveLength(11);
    expect(days.find((d) => d.name === "Lundi de Pâques")?.date).toBe("2027-03-29");
    expect(days.find((d) => d.name === "Ascension")?.date).toBe("2027-05-06");
    expect(days.find((d) => d.name === "Lundi de Pentecôte")?.date).toBe("2027-05-17");
  });

  it("offers the next twelve months from today, today included", () => {
    const list = upcomingHolidays("2026-11-11");
    expect(list[0]).toEqual({ date: "2026-11-11", name: "Armistice 1918" });
    expect(list.at(-1)).toEqual({ date: "2027-11-01", name: "Toussaint" });
    expect(list).toHaveLength(11);
    expect(upcomingHolidays("2026-11-12")[0].name).toBe("Noël");
  });
});

const form = (fields: Record<string, string>) => new URLSearchParams(fields);

describe("weekly form", () => {
  it("reads seven rows, Monday first, blank → null, closed → nulls", () => {
    const { days, errors } = parseWeekForm(form({ "d2.morningOpen": " 9h ", "d2.morningClose": "12:30", "d0.closed": "on", "d0.morningOpen": "10:00" }));
    expect(errors).toEqual({});
    expect(days.map((d) => d.dayOfWeek)).toEqual([1, 2, 3, 4, 5, 6, 0]);
    expect(days[1]).toEqual({ dayOfWeek: 2, morningOpen: "09:00", morningClose: "12:30", afternoonOpen: null, afternoonClose: null, isClosed: false });
    expect(days[6]).toEqual({ dayOfWeek: 0, morningOpen: null, morningClose: null, afternoonOpen: null, afternoonClose: null, isClosed: true });
  });

  it("refuses a closing time before opening and overlapping ranges", () => {
    const { errors } = parseWeekForm(
      form({
        "d1.morningOpen": "12:00",
        "d1.morningClose": "09:00",
        "d3.morningOpen": "09:00",
        "d3.morningClose": "14:00",
        "d3.afternoonOpen": "13:00",
        "d3.afternoonClose": "18:00",
      }),
    );
    expect(errors).toEqual({ 1: HOURS_MESSAGES.closeBeforeOpen, 3: HOURS_MESSAGES.overlap });
  });
});

const period = (values: Partial<PeriodFormValues>): PeriodFormValues => ({
  title: "Congés",
  description: "",
  type: "single",
  date: "",
  startDate: "",
  endDate: "",
  closed: "",
  morningOpen: "",
  morningClose: "",
  afternoonOpen: "",
  afternoonClose: "",
  ...values,
});

describe("period form (§5)", () => {
  it("abandons silently without a start date", () => {
    expect(parsePeriodForm(period({}))).toEqual({ status: "ignored" });
    expect(parsePeriodForm(period({ type: "range", endDate: "2026-08-10" }))).toEqual({ status: "ignored" });
  });

  it("single day: end = start; closed → four nulls", () => {
    const parsed = parsePeriodForm(period({ date: "2026-12-25", endDate: "2027-01-01", closed: "on", morningOpen: "09:00" }));
    expect(parsed).toMatchObject({
      status: "ok",
      period: { startDate: "2026-12-25", endDate: "2026-12-25", isSingleDay: true, isPeriodClosed: true, morningOpen: null },
    });
  });

  it("range without end: end = start; range times are not stored", () => {
    const parsed = parsePeriodForm(period({ type: "range", startDate: "2026-08-01", closed: "off", morningOpen: "09:00", morningClose: "12:00" }));
    expect(parsed).toMatchObject({ status: "ok", period: { startDate: "2026-08-01", endDate: "2026-08-01", isSingleDay: false, morningOpen: null } });
  });

  it("requires a title, an end after the start and valid ranges", () => {
    expect(parsePeriodForm(period({ title: " ", type: "range", startDate: "2026-08-10", endDate: "2026-08-01", closed: "on" }))).toEqual({
      status: "invalid",
      errors: { title: "Le titre est obligatoire", endDate: "La date de fin doit être postérieure ou égale à la date de début" },
    });
    expect(parsePeriodForm(period({ date: "2026-08-10", closed: "off", morningOpen: "12:00", morningClose: "10:00" }))).toEqual({
      status: "invalid",
      errors: { times: HOURS_MESSAGES.closeBeforeOpen },
    });
  });

  it("issue 25: refuses a period that is neither 'Fermé' nor 'Horaires spéciaux', single day or range", () => {
    const message = "Choisissez «\u00a0Fermé\u00a0» ou «\u00a0Horaires spéciaux\u00a0».";
    expect(PERIOD_MESSAGES.stateRequired).toBe(message);
    // The Christmas closure as she typed it, without touching the choice.
    expect(parsePeriodForm(period({ title: "Fermeture de Noël", type: "range", startDate: "2026-12-25", endDate: "2026-12-27" }))).toEqual({
      status: "invalid",
      errors: { closed: message },
    });
    expect(parsePeriodForm(period({ date: "2026-12-26", closed: "yes" }))).toEqual({ status: "invalid", errors: { closed: message } });
    expect(parsePeriodForm(period({ type: "range", startDate: "2026-12-25", endDate: "2026-12-27", closed: "on" }))).toMatchObject({
      status: "ok",
      period: { isPeriodClosed: true, startDate: "2026-12-25", endDate: "2026-12-27" },
    });
    expect(parsePeriodForm(period({ date: "2026-12-24", closed: "off", morningOpen: "08:00", morningClose: "12:00" }))).toMatchObject({
      status: "ok",
      period: { isPeriodClosed: false, morningOpen: "08:00", morningClose: "12:00" },
    });
  });
});

describe("periodListState (issue 25: the state of every period in the list)", () => {
  const day = (dayOfWeek: number, times: Partial<DayHours> = {}): DayHours => ({
    dayOfWeek,
    morningOpen: null,
    morningClose: null,
    afternoonOpen: null,
    afternoonClose: null,
    isClosed: false,
    ...times,
  });
  const listed = (values: Partial<AdminPeriod>): AdminPeriod =>
    specialPeriod({ id: "00000000-0000-4000-8000-000000000000", startDate: "2026-12-25", endDate: "2026-12-27", ...values });

  it("a closed period, single day or range: 'Fermé'", () => {
    expect(periodListState(listed({ isPeriodClosed: true }))).toEqual({ kind: "closed", text: "Fermé" });
    expect(periodListState(listed({ isSingleDay: true, endDate: "2026-12-25", isPeriodClosed: true }))).toEqual({ kind: "closed", text: "Fermé" });
  });

  it("a single day: its ranges, or the spec's 'Horaires à définir' saying the usual hours apply", () => {
    const single = { isSingleDay: true, endDate: "2026-12-25" };
    expect(periodListState(listed({ ...single, morningOpen: "09:00", morningClose: "12:00", afternoonOpen: "14:00", afternoonClose: "17:00" }))).toEqual({
      kind: "hours",
      text: "09:00 - 12:00, 14:00 - 17:00",
    });
    expect(periodListState(listed(single))).toEqual({
      kind: "usual",
      text: "Horaires à définir",
      note: "Horaires habituels\u00a0: vos horaires de la semaine s'appliquent ce jour-là, tant qu'aucun horaire n'est saisi.",
    });
  });

  it("a range: its week grouped, or 'Horaires habituels' when it changes nothing", () => {
    expect(
      periodListState(
        listed({ days: [1, 2, 3, 4, 5, 6].map((d) => day(d, { morningOpen: "08:30", morningClose: "20:00" })).concat(day(0, { isClosed: true })) }),
      ),
    ).toEqual({
      kind: "week",
      groups: [
        { days: "Lundi-Samedi", hours: "08:30 - 20:00" },
        { days: "Dimanche", hours: "Fermé" },
      ],
    });
    expect(periodListState(listed({}))).toEqual({
      kind: "usual",
      text: "Horaires habituels",
      note: "Vos horaires de la semaine s'appliquent sur ces dates\u00a0: rien ne change pour vos clients.",
    });
  });
});
