import { useState } from "react";
import { EmptyState } from "~/features/admin-kit/empty-state";
import { Link } from "react-router";
import { AlertTriangle, RotateCcw, Store } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { FormField } from "~/features/admin-kit/form-field";
import type { ActionResult } from "~/features/admin-kit/action-result";
import { useActionForm } from "~/features/admin-kit/action-form";
import { PageHeader } from "~/features/admin-kit/page-header";
import { SaveBar } from "~/features/admin-kit/save-bar";
import { SiteIdField } from "~/features/admin-kit/site-id-field";
import { ImageField } from "~/features/media/image-field";
import { isValidHex } from "~/lib/contrast";
import {
  APPEARANCE_TEXTS,
  COLOR_FIELDS,
  COLOR_META,
  appearanceSchema,
  type AppearanceField,
  type AppearanceValues,
  type ColorField,
} from "~/features/appearance/appearance-schema";
import { AppearancePreview } from "~/features/appearance/admin/appearance-preview";
import { PalettePicker } from "~/features/appearance/admin/palette-picker";
import { contrastWarnings } from "~/features/appearance/contrast-warnings";

type Props = { site: { id: string; name: string }; appearance: AppearanceValues; actionResult: ActionResult | null };

/** Without a selected site ('Aucun site sélectionné'). */
export function NoSiteSelected({ isAdmin }: { isAdmin: boolean }) {
  return (
    <EmptyState
      role="status"
      heading="h1"
      className="max-w-xl"
      icon={<Store />}
      title="Aucun site sélectionné"
      actions={
        isAdmin ? (
          <Button asChild>
            <Link to="/admin/sites">Choisir un site</Link>
          </Button>
        ) : null
      }
    >
      {isAdmin ? "Sélectionnez un site pour modifier son apparence." : "Vous n'avez pas encore de site attribué. Veuillez contacter un administrateur."}
    </EmptyState>
  );
}

/** /admin/appearance 'Apparence du site'. */
export function AppearancePage({ site, appearance, actionResult }: Props) {
  // A form refused without JavaScript comes back with what was typed (its text fields).
  const [values, setValues] = useState<AppearanceValues>((actionResult?.values as AppearanceValues | undefined) ?? appearance);
  const form = useActionForm({ schema: appearanceSchema, actionData: actionResult });
  const { fetcher, errors, setErrors, trackUpload, formProps } = form;

  function set(field: AppearanceField, value: string) {
    setValues((v) => ({ ...v, [field]: value }));
    // The picker changes the hex field without an input event: its message goes here.
    if (errors[field] && (field === "logoUrl" || isValidHex(value.trim()) || !value.trim())) setErrors(({ [field]: _, ...rest }) => rest);
  }

  // What the site would show: valid colours as typed, the default for empty or invalid ones.
  const effective = Object.fromEntries(COLOR_FIELDS.map((f) => [f, isValidHex(values[f].trim()) ? values[f].trim() : COLOR_META[f].fallback])) as Record<
    ColorField,
    string
  >;
  const warnings = contrastWarnings(effective);

  return (
    <div className="flex max-w-6xl flex-col gap-6">
      <PageHeader
        title="Apparence du site"
        description={
          <>
            Le logo et les couleurs de <span className="font-medium text-foreground">{site.name}</span>. L'aperçu montre le résultat avant de sauvegarder.
          </>
        }
      />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)]">
        <fetcher.Form method="post" {...formProps} className="flex flex-col gap-6">
          <SiteIdField />
          <Card className="gap-5 px-5 py-5 sm:px-6">
            <h2 className="font-sans text-base font-semibold">Logo</h2>
            <div className="max-w-md">
              <ImageField
                name="logoUrl"
                label="Logo du site"
                bucket="logos"
                aspect="1/1"
                fit="contain"
                defaultValue={values.logoUrl}
                hint={APPEARANCE_TEXTS.logoHint}
                error={errors.logoUrl}
                onChange={(url) => set("logoUrl", url ?? "")}
                onUploadingChange={trackUpload}
              />
            </div>
          </Card>

          <Card className="gap-5 px-5 py-5 sm:px-6">
            <div>
              <h2 className="font-sans text-base font-semibold">Couleurs</h2>
              <p className="mt-1 text-sm text-muted-foreground">Un champ vide reprend la couleur par défaut.</p>
            </div>
            <PalettePicker
              current={values}
              onPick={(colors) => {
                setValues((v) => ({ ...v, ...colors }));
                setErrors(({ logoUrl }) => (logoUrl ? { logoUrl } : {}));
              }}
            />
            {COLOR_FIELDS.map((field) => (
              <ColorInput key={field} field={field} value={values[field]} error={errors[field]} onChange={(v) => set(field, v)} />
            ))}
            {warnings.length > 0 ? (
              <div role="status" className="flex gap-2.5 rounded-lg border border-amber-300 bg-amber-50 px-3.5 py-3 text-sm text-amber-950">
                <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-700" />
                <div className="grid gap-1">
                  <p className="font-medium">Lisibilité insuffisante (WCAG AA)</p>
                  <ul className="grid gap-1">
                    {warnings.map((w) => (
                      <li key={w.field}>{w.message}</li>
                    ))}
                  </ul>
                </div>
              </div>
            ) : null}
            <div>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                onClick={() => {
                  setValues((v) => ({ ...v, ...Object.fromEntries(COLOR_FIELDS.map((f) => [f, COLOR_META[f].fallback])) }));
                  setErrors({});
                }}
              >
                <RotateCcw aria-hidden="true" />
                Couleurs par défaut
              </Button>
            </div>
          </Card>

          {/* On a phone the preview comes after the form, and Save stays at hand meanwhile. */}
          <SaveBar form={form} />
        </fetcher.Form>

        <section aria-labelledby="apercu-titre" className="flex flex-col gap-3 lg:sticky lg:top-20">
          <h2 id="apercu-titre" className="font-sans text-base font-semibold">
            Aperçu
          </h2>
          <AppearancePreview siteId={site.id} siteName={site.name} logoUrl={values.logoUrl || null} colors={effective} />
        </section>
      </div>
    </div>
  );
}

function ColorInput({ field, value, error, onChange }: { field: ColorField; value: string; error?: string; onChange: (value: string) => void }) {
  const meta = COLOR_META[field];
  const trimmed = value.trim();
  const swatch = isValidHex(trimmed) ? trimmed.toLowerCase() : meta.fallback.toLowerCase();
  return (
    <FormField name={field} label={meta.label} error={error} hint={meta.usage}>
      {(props) => (
        <div className="flex items-center gap-3">
          {/* The picker has no name: the hex field is what is sent, so both stay one value. */}
          <input
            type="color"
            aria-label={`${meta.label}\u00a0: sélecteur`}
            value={swatch}
            onChange={(event) => onChange(event.target.value.toUpperCase())}
            className="h-10 w-14 shrink-0 cursor-pointer rounded-lg border border-input bg-background p-1 focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring/25"
          />
          <Input
            {...props}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            placeholder={meta.fallback}
            maxLength={7}
            spellCheck={false}
            autoComplete="off"
            className="max-w-36 font-mono uppercase"
          />
          <span className="text-xs text-muted-foreground">Défaut {meta.fallback}</span>
        </div>
      )}
    </FormField>
  );
}
