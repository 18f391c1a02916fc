import { describe, expect, it } from "vitest";
import { renderToString } from "react-dom/server";
import { RadioGroup } from "~/features/admin-kit/radio-group";

/** The attributes of each radio in the HTML, in order. */
function radios(html: string): Record<string, string>[] {
  return [...html.matchAll(/<input([^>]*)\/?>/g)].map(([, attrs]) =>
    Object.fromEntries([...(attrs ?? "").matchAll(/([\w-]+)(?:="([^"]*)")?/g)].map(([, k, v]) => [k ?? "", v ?? ""])),
  );
}

const OPTIONS = [
  { value: "on", label: "Fermé", description: "Fermé ce jour." },
  { value: "off", label: "Horaires spéciaux", description: "D'autres horaires." },
] as const;

describe("the kit's RadioGroup (issue 25)", () => {
  it("is a fieldset with its legend and native radios of one name, each named by its title and described by its line", () => {
    const html = renderToString(<RadioGroup idPrefix="p" name="closed" legend="Ce jour-là" options={OPTIONS} value="" onChange={() => {}} />);
    expect(html).toMatch(/^<fieldset data-form-field=""[^>]*><legend[^>]*>Ce jour-là<\/legend>/);
    const [closed, hours] = radios(html);
    expect(closed).toMatchObject({
      id: "p-closed-on",
      type: "radio",
      name: "closed",
      value: "on",
      "aria-labelledby": "p-closed-on-label",
      "aria-describedby": "p-closed-on-description",
    });
    expect(hours).toMatchObject({ name: "closed", value: "off" });
    // Nothing chosen: no silent default.
    for (const radio of radios(html)) expect(radio).not.toHaveProperty("checked");
    expect(html).toContain('id="p-closed-on-label"');
    expect(closed).not.toHaveProperty("aria-invalid");
  });

  it("marks every radio invalid and described by the message, which replaces the hint", () => {
    const html = renderToString(
      <RadioGroup idPrefix="p" name="closed" legend="Ce jour-là" options={OPTIONS} value="" onChange={() => {}} error="Choisissez." hint="Un conseil." />,
    );
    for (const radio of radios(html)) {
      expect(radio["aria-invalid"]).toBe("true");
      expect(radio["aria-describedby"]).toContain("p-closed-error");
    }
    expect(html).toContain('<p id="p-closed-error" class="text-sm text-destructive">Choisissez.</p>');
    expect(html).not.toContain("Un conseil.");
  });

  it("uncontrolled: checks the default value and describes the radios by the hint", () => {
    const html = renderToString(
      <RadioGroup
        idPrefix="s"
        name="plan"
        legend="Formule"
        options={[
          { value: "pro", label: "Pro" },
          { value: "expert", label: "Expert" },
        ]}
        defaultValue="pro"
        hint="Un conseil."
      />,
    );
    const [pro, expert] = radios(html);
    expect(pro).toHaveProperty("checked");
    expect(expert).not.toHaveProperty("checked");
    expect(pro?.["aria-describedby"]).toBe("s-plan-hint");
  });

  it("draws another look with `custom`, the radio visually hidden and named by its label or its own name", () => {
    const html = renderToString(
      <RadioGroup
        name="rating"
        legend="Note"
        options={[{ value: "1", label: "1 étoile sur 5", ariaLabel: "Une étoile" }]}
        value="1"
        onChange={() => {}}
        custom={{ className: (checked) => (checked ? "tile on" : "tile"), option: (option) => <span className="sr-only">{option.label}</span> }}
      />,
    );
    const [one] = radios(html);
    expect(one).toMatchObject({ class: "peer sr-only", "aria-label": "Une étoile" });
    expect(one).not.toHaveProperty("aria-labelledby");
    expect(html).toContain('class="tile on"');
  });
});
