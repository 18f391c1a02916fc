import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { useFetcher } from "react-router";
import { Bus, Car, LoaderCircle, Mail, MapPin, Phone, Save, Send, Share2, TrainFront, TramFront } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { showToast } from "~/components/ui/toaster";
import { LoadErrorAlert } from "~/features/admin-kit/load-error-alert";
import { PageHeader } from "~/features/admin-kit/page-header";
import { useOnResult } from "~/features/admin-kit/result-toast";
import { ImageField } from "~/features/media/image-field";
import { fieldErrors, formValues } from "~/lib/form-errors";
import {
  SETTINGS_FIELDS,
  SETTINGS_TEXTS,
  settingsSchema,
  type SettingsActionResult,
  type SettingsErrors,
  type SettingsField,
  type SettingsToast,
  type SettingsValues,
} from "../settings-schema";

type Props = { site: { id: string; name: string }; settings: SettingsValues; loadError: boolean; actionResult: SettingsActionResult | null };

const show = (toast: SettingsToast) => showToast(toast);

/** /admin/settings 'Paramètres du site' (back-office.md §2, §3, §5, §8). */
export function SettingsPage({ site, settings, loadError, actionResult }: Props) {
  useEffect(() => {
    if (loadError) show({ title: "Erreur", description: SETTINGS_TEXTS.loadFailed, variant: "error" });
  }, [loadError]);

  return (
    <div className="flex max-w-4xl flex-col gap-6">
      <PageHeader
        title="Paramètres du site"
        description={
          <>
            Coordonnées, accès et réseaux sociaux de <span className="font-medium text-foreground">{site.name}</span>, affichés sur les pages publiques et
            utilisés pour les emails.
          </>
        }
      />
      {loadError ? <LoadErrorAlert>{SETTINGS_TEXTS.loadFailed}</LoadErrorAlert> : null}
      <SettingsForm siteId={site.id} settings={settings} actionResult={actionResult?.intent === "save" ? actionResult : null} disabled={loadError} />
      <TestEmailCard siteId={site.id} actionResult={actionResult?.intent === "test-email" ? actionResult : null} disabled={loadError} />
    </div>
  );
}

function SettingsForm({ siteId, settings, actionResult, disabled }: { siteId: string; settings: SettingsValues; actionResult: SettingsActionResult | null; disabled: boolean }) {
  const fetcher = useFetcher<SettingsActionResult>();
  const [errors, setErrors] = useState<SettingsErrors>(actionResult && "errors" in actionResult ? actionResult.errors : {});
  const [uploads, setUploads] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const result = fetcher.data ?? actionResult;
  // Values typed before a refused no-JS submission come back in the action's answer.
  const typed = actionResult && "values" in actionResult ? actionResult.values : null;
  const value = (field: SettingsField) => typed?.[field] ?? settings[field];

  function focusFirst(found: SettingsErrors) {
    const first = SETTINGS_FIELDS.find((field) => found[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]:not([type=hidden])`)?.focus();
  }

  useOnResult(result, (answer) => {
    if ("toast" in answer) show(answer.toast);
    const found = "errors" in answer ? answer.errors : {};
    setErrors(found);
    focusFirst(found);
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const parsed = settingsSchema.safeParse(formValues(new FormData(event.currentTarget), SETTINGS_FIELDS));
    const found: SettingsErrors = parsed.success ? {} : fieldErrors<SettingsField>(parsed.error);
    setErrors(found);
    if (!parsed.success) {
      event.preventDefault();
      focusFirst(found);
    }
  }

  const busy = fetcher.state !== "idle";
  const field = (name: SettingsField, label: string, extra: Partial<FieldProps> = {}) => (
    <TextField name={name} label={label} defaultValue={value(name)} error={errors[name]} {...extra} />
  );

  return (
    <fetcher.Form ref={formRef} method="post" noValidate onSubmit={onSubmit} className="flex flex-col gap-6">
      <input type="hidden" name="intent" value="save" />
      <input type="hidden" name="siteId" value={siteId} />
      <fieldset disabled={disabled} className="contents">
        <Section icon={<Mail />} title="Emails" description="L'email émetteur signe les notifications ; les emails marchands les reçoivent (demandes de devis, messages).">
          {field("senderEmail", "Email émetteur", { type: "email", required: true, placeholder: "contact@maboutique.fr", autoComplete: "email" })}
          <div className="grid gap-5 md:grid-cols-3">
            {field("merchantEmail1", "Email marchand 1", { type: "email", placeholder: "vous@exemple.fr" })}
            {field("merchantEmail2", "Email marchand 2", { type: "email" })}
            {field("merchantEmail3", "Email marchand 3", { type: "email" })}
          </div>
        </Section>

        <Section icon={<Phone />} title="Téléphones" description="Affichés sur la page contact, dans l'ordre.">
          <div className="grid gap-5 md:grid-cols-3">
            {field("merchantPhone1", "Téléphone 1", { type: "tel", placeholder: "01 23 45 67 89", maxLength: 40 })}
            {field("merchantPhone2", "Téléphone 2", { type: "tel", maxLength: 40 })}
            {field("merchantPhone3", "Téléphone 3", { type: "tel", maxLength: 40 })}
          </div>
        </Section>

        <Section icon={<MapPin />} title="Adresse et plan" description="La section « Nous trouver » de la page contact.">
          {field("address", "Adresse", { multiline: true, placeholder: "12 rue des Lilas\n75011 Paris", maxLength: 500 })}
          {field("googleMapsLink", "Lien Google Maps", { type: "url", placeholder: "https://maps.google.com/…" })}
          <ImageField
            name="mapImageUrl"
            label="Image de fond du plan"
            bucket="map-images"
            aspect="16/9"
            defaultValue={value("mapImageUrl")}
            hint="Une capture du plan ou une photo du quartier, au format paysage."
            error={errors.mapImageUrl}
            disabled={disabled}
            onUploadingChange={(uploading) => setUploads((n) => Math.max(0, n + (uploading ? 1 : -1)))}
          />
        </Section>

        <Section icon={<TrainFront />} title="Comment venir" description="Un texte court par moyen de transport ; un champ vide n'est pas affiché.">
          <div className="grid gap-5 md:grid-cols-2">
            {field("metroInfo", "Métro", { multiline: true, icon: <TrainFront />, placeholder: "Ligne 9, station Voltaire (3 min à pied)", maxLength: 500 })}
            {field("busInfo", "Bus", { multiline: true, icon: <Bus />, maxLength: 500 })}
            {field("tramInfo", "Tramway", { multiline: true, icon: <TramFront />, maxLength: 500 })}
            {field("carInfo", "Voiture", { multiline: true, icon: <Car />, maxLength: 500 })}
          </div>
        </Section>

        <Section icon={<Share2 />} title="Réseaux sociaux" description="Facultatifs : seules les adresses renseignées apparaissent dans le pied de page.">
          <div className="grid gap-5 md:grid-cols-2">
            {field("facebookUrl", "Facebook", { type: "url", placeholder: "https://facebook.com/…" })}
            {field("instagramUrl", "Instagram", { type: "url", placeholder: "https://instagram.com/…" })}
            {field("twitterUrl", "Twitter / X", { type: "url", placeholder: "https://x.com/…" })}
            {field("tiktokUrl", "TikTok", { type: "url", placeholder: "https://tiktok.com/@…" })}
            {field("linkedinUrl", "LinkedIn", { type: "url", placeholder: "https://linkedin.com/company/…" })}
          </div>
        </Section>

        <div className="sticky bottom-0 z-10 -mx-1 flex items-center justify-end gap-3 rounded-xl border bg-background/95 px-4 py-3 shadow-sm backdrop-blur">
          {uploads > 0 ? <p className="text-xs text-muted-foreground">Envoi de l'image en cours…</p> : null}
          <Button type="submit" disabled={busy || uploads > 0 || disabled}>
            {busy ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Save aria-hidden="true" />}
            {busy ? "Sauvegarde..." : "Sauvegarder"}
          </Button>
        </div>
      </fieldset>
    </fetcher.Form>
  );
}

function TestEmailCard({ siteId, actionResult, disabled }: { siteId: string; actionResult: SettingsActionResult | null; disabled: boolean }) {
  const fetcher = useFetcher<SettingsActionResult>();
  useOnResult(fetcher.data ?? actionResult, (answer) => {
    if ("toast" in answer) show(answer.toast);
  });
  const busy = fetcher.state !== "idle";
  return (
    <Card className="flex-col gap-4 px-5 py-5 sm:flex-row sm:items-center sm:justify-between sm:px-6">
      <div className="min-w-0">
        <h2 className="font-sans text-base font-semibold">Test d'envoi d'email</h2>
        <p className="mt-1 text-sm text-muted-foreground">
          Envoie maintenant une demande de devis d'exemple aux emails marchands, avec les paramètres enregistrés : sauvegardez d'abord vos modifications.
        </p>
      </div>
      <fetcher.Form method="post" className="shrink-0">
        <input type="hidden" name="intent" value="test-email" />
        <input type="hidden" name="siteId" value={siteId} />
        <Button type="submit" variant="outline" disabled={busy || disabled}>
          {busy ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Send aria-hidden="true" />}
          {busy ? "Envoi en cours..." : "Test d'envoi d'email"}
        </Button>
      </fetcher.Form>
    </Card>
  );
}

function Section({ icon, title, description, children }: { icon: ReactNode; title: string; description: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Card role="group" aria-labelledby={headingId} className="gap-0 py-0">
      <div className="flex items-start gap-3 border-b px-5 py-4 sm:px-6">
        <span aria-hidden="true" className="mt-0.5 grid size-8 shrink-0 place-items-center rounded-lg bg-muted text-muted-foreground [&_svg]:size-4">
          {icon}
        </span>
        <div>
          <h2 id={headingId} className="font-sans text-base font-semibold text-foreground">
            {title}
          </h2>
          <p className="text-sm text-muted-foreground">{description}</p>
        </div>
      </div>
      <div className="flex flex-col gap-5 px-5 py-5 sm:px-6">{children}</div>
    </Card>
  );
}

type FieldProps = {
  name: string;
  label: string;
  defaultValue: string;
  error?: string;
  multiline?: boolean;
  type?: "text" | "email" | "tel" | "url";
  required?: boolean;
  placeholder?: string;
  autoComplete?: string;
  maxLength?: number;
  icon?: ReactNode;
};

function TextField({ name, label, defaultValue, error, multiline = false, type = "text", required, placeholder, autoComplete, maxLength = 2000, icon }: FieldProps) {
  const id = useId();
  const common = {
    id,
    name,
    defaultValue,
    placeholder,
    maxLength,
    required,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? `${id}-error` : undefined,
  };
  return (
    <div className="grid content-start gap-2">
      <Label htmlFor={id} className="flex items-center gap-1.5 [&_svg]:size-3.5 [&_svg]:text-muted-foreground">
        {icon ? <span aria-hidden="true">{icon}</span> : null}
        {label}
        {required ? <span className="text-destructive"> *</span> : null}
      </Label>
      {multiline ? (
        <Textarea rows={3} {...common} />
      ) : (
        <Input type={type} autoComplete={autoComplete ?? "off"} spellCheck={type === "text"} inputMode={type === "text" ? undefined : type} {...common} />
      )}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
