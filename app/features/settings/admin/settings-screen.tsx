import { lazy, Suspense, useId, useState, type ReactNode } from "react";
import { SectionCard } from "~/features/admin-kit/section-card";
import { useFetcher } from "react-router";
import { Bus, Car, Landmark, Mail, MapPin, Phone, Send, Share2, TrainFront, TramFront } from "lucide-react";
import { Card } from "~/components/ui/card";
import { useResultToast } from "~/components/ui/toaster";
import type { ActionResult } from "~/features/admin-kit/action-result";
import { useActionForm } from "~/features/admin-kit/action-form";
import { LoadErrorAlert } from "~/features/admin-kit/load-error-alert";
import { PageHeader } from "~/features/admin-kit/page-header";
import { SaveBar } from "~/features/admin-kit/save-bar";
import { SiteIdField } from "~/features/admin-kit/site-id-field";
import { FormField, TextField } from "~/features/admin-kit/form-field";
import { Select } from "~/components/ui/select";
import { LEGAL_FORMS, formHasCapital, registryCityLabel } from "~/features/legal/company-legal-form-list";
import { LEGAL_SECTION_ID, MEDIATOR_LABEL, consumerMediator } from "~/features/legal/legal-notice";
import { PublicationCard, PublicationToast, ResendConfirmationButton } from "~/features/sites/admin/publication-card";
import { SiteSlugCard, type SiteSlugView } from "~/features/sites/admin/site-slug-card";
import { SITE_SLUG_INTENT } from "~/features/sites/site-slug-schema";
import { SETTINGS_TEXTS, settingsSchema, type SettingsField, type SettingsValues } from "~/features/settings/settings-schema";
import { SubmitButton } from "~/features/admin-kit/submit-button";

// The map's upload field and its media code load beside the page rather than before it: the screen
// stays within the back-office's script budget. Server-rendered, it is hydrated once they arrive.
const ImageField = lazy(() => import("~/features/media/image-field").then((module) => ({ default: module.ImageField })));

type Props = {
  site: { id: string; name: string };
  settings: SettingsValues;
  loadError: boolean;
  actionResult: ActionResult | null;
  /** Whether the site is published, and whether its owner may publish it (address confirmed). */
  publication?: { published: boolean; ownerConfirmed: boolean };
  /** The site's platform address, editable; null when the platform gives none (no SITES_DOMAIN). */
  address?: SiteSlugView | null;
};

/** /admin/settings 'Paramètres du site'. */
export function SettingsPage({ site, settings, loadError, actionResult, publication, address = null }: Props) {
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
      <SettingsForm settings={settings} actionResult={actionResult?.intent === "save" ? actionResult : null} disabled={loadError} />
      {address ? <SiteSlugCard address={address} actionResult={actionResult?.intent === SITE_SLUG_INTENT ? actionResult : null} disabled={loadError} /> : null}
      <TestEmailCard actionResult={actionResult?.intent === "test-email" ? actionResult : null} disabled={loadError} />
      {publication ? (
        <>
          <PublicationToast />
          <PublicationCard
            published={publication.published}
            ownerConfirmed={publication.ownerConfirmed}
            mediatorMissing={!consumerMediator(settings)}
            resendConfirmation={<ResendConfirmationButton />}
          />
        </>
      ) : null}
    </div>
  );
}

function SettingsForm({ settings, actionResult, disabled }: { settings: SettingsValues; actionResult: ActionResult | null; disabled: boolean }) {
  const form = useActionForm({ schema: settingsSchema, actionData: actionResult });
  const { fetcher, errors, trackUpload, formProps } = form;
  // Values typed before a refused no-JS submission come back in the action's answer (text fields only).
  const typed = actionResult?.values as Partial<Record<SettingsField, string>> | undefined;
  const value = (field: SettingsField) => typed?.[field] ?? settings[field];

  const field = (name: SettingsField, label: string, { type = "text", maxLength = 2000, autoComplete = "off", ...extra }: FieldOptions = {}) => (
    <TextField
      name={name}
      label={label}
      defaultValue={value(name)}
      error={errors[name]}
      type={type}
      maxLength={maxLength}
      autoComplete={autoComplete}
      spellCheck={type === "text"}
      inputMode={extra.inputMode ?? (type === "text" ? undefined : type)}
      {...extra}
    />
  );

  return (
    <fetcher.Form method="post" {...formProps} className="flex flex-col gap-6">
      <SiteIdField />
      <input type="hidden" name="intent" value="save" />
      <fieldset disabled={disabled} className="contents">
        <Section
          icon={<Mail />}
          title="Emails"
          description={"L'email émetteur signe les notifications\u00a0; les emails marchands les reçoivent (demandes de devis, messages)."}
        >
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

        <Section icon={<MapPin />} title="Adresse et plan" description={"La section «\u00a0Nous trouver\u00a0» de la page contact."}>
          {field("address", "Adresse", { multiline: true, placeholder: "12 rue des Lilas\n75011 Paris", maxLength: 500 })}
          {field("googleMapsLink", "Lien Google Maps", { type: "url", placeholder: "https://maps.google.com/…" })}
          {/* Until the field has loaded, the stored image is sent as it is: a save never clears it. */}
          <Suspense fallback={<input type="hidden" name="mapImageUrl" value={value("mapImageUrl")} />}>
            <ImageField
              name="mapImageUrl"
              label="Image de fond du plan"
              bucket="map-images"
              aspect="16/9"
              defaultValue={value("mapImageUrl")}
              hint="Une capture du plan ou une photo du quartier, au format paysage."
              error={errors.mapImageUrl}
              disabled={disabled}
              onUploadingChange={trackUpload}
            />
          </Suspense>
        </Section>

        <Section icon={<TrainFront />} title="Comment venir" description={"Un texte court par moyen de transport\u00a0; un champ vide n'est pas affiché."}>
          <div className="grid gap-5 md:grid-cols-2">
            {field("metroInfo", "Métro", { multiline: true, icon: <TrainFront />, placeholder: "Ligne 9, station Voltaire (3 min à pied)", maxLength: 500 })}
            {field("busInfo", "Bus", { multiline: true, icon: <Bus />, maxLength: 500 })}
            {field("tramInfo", "Tramway", { multiline: true, icon: <TramFront />, maxLength: 500 })}
            {field("carInfo", "Voiture", { multiline: true, icon: <Car />, maxLength: 500 })}
          </div>
        </Section>

        <Section
          icon={<Share2 />}
          title="Réseaux sociaux"
          description={"Facultatifs\u00a0: seules les adresses renseignées apparaissent dans le pied de page."}
        >
          <div className="grid gap-5 md:grid-cols-2">
            {field("facebookUrl", "Facebook", { type: "url", placeholder: "https://facebook.com/…" })}
            {field("instagramUrl", "Instagram", { type: "url", placeholder: "https://instagram.com/…" })}
            {field("twitterUrl", "Twitter / X", { type: "url", placeholder: "https://x.com/…" })}
            {field("tiktokUrl", "TikTok", { type: "url", placeholder: "https://tiktok.com/@…" })}
            {field("linkedinUrl", "LinkedIn", { type: "url", placeholder: "https://linkedin.com/company/…" })}
          </div>
        </Section>

        <LegalSection value={value} errors={errors} field={field} />

        <SaveBar form={form} disabled={disabled} sticky="always" />
      </fieldset>
    </fetcher.Form>
  );
}

type FieldRenderer = (name: SettingsField, label: string, options?: FieldOptions) => ReactNode;

/**
 * The publisher's identity printed on the site's 'Mentions légales' and
 * 'Confidentialité' pages. The capital is asked only of forms that have one, the registry's
 * town only once a registry is chosen; the contact defaults to the first merchant e-mail and phone.
 */
function LegalSection({ value, errors, field }: { value: (field: SettingsField) => string; errors: Partial<Record<string, string>>; field: FieldRenderer }) {
  const [legalForm, setLegalForm] = useState(value("legalForm"));
  const [registry, setRegistry] = useState(value("legalRegistry"));
  const contactEmail = value("merchantEmail1");
  const contactPhone = value("merchantPhone1");
  return (
    <Section
      id={LEGAL_SECTION_ID}
      icon={<Landmark />}
      title="Mentions légales"
      description={
        "Votre identité d'éditeur du site, imprimée sur les pages «\u00a0Mentions légales\u00a0» et «\u00a0Confidentialité\u00a0» de votre site (obligatoires pour un site professionnel)."
      }
    >
      <div className="grid gap-5 md:grid-cols-2">
        {field("legalName", "Raison sociale", {
          placeholder: "Les Délices de Marie SARL",
          maxLength: 200,
          autoComplete: "organization",
          hint: legalForm === "EI" ? "Vos nom et prénom, suivis de votre nom commercial s'il y en a un." : undefined,
        })}
        <FormField name="legalForm" label="Forme juridique" error={errors.legalForm}>
          {(props) => (
            <Select {...props} value={legalForm} onChange={(event) => setLegalForm(event.currentTarget.value)}>
              <option value="">Choisissez…</option>
              {LEGAL_FORMS.map((form) => (
                <option key={form.value} value={form.value}>
                  {form.label}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        {/* A hidden field is still sent, empty: the form's checks read every field (and nothing is stored for it). */}
        {formHasCapital(legalForm) ? (
          field("shareCapital", "Capital social", { placeholder: "10 000 €", maxLength: 60 })
        ) : (
          <input type="hidden" name="shareCapital" value="" />
        )}
        {field("publicationDirector", "Directeur de la publication", { placeholder: "Marie Dupont", maxLength: 200, autoComplete: "name" })}
      </div>
      {field("registeredOffice", "Adresse du siège", { multiline: true, placeholder: "12 rue des Lilas\n75011 Paris", maxLength: 500 })}
      <div className="grid gap-5 md:grid-cols-2">
        <FormField name="legalRegistry" label="Registre" error={errors.legalRegistry}>
          {(props) => (
            <Select {...props} value={registry} onChange={(event) => setRegistry(event.currentTarget.value)}>
              <option value="">Non immatriculé</option>
              <option value="RCS">RCS (registre du commerce et des sociétés)</option>
              <option value="RM">RM (répertoire des métiers)</option>
            </Select>
          )}
        </FormField>
        {registry ? (
          field("legalRegistryCity", registryCityLabel(registry === "RM" ? "RM" : "RCS"), {
            placeholder: registry === "RM" ? "Chambre des métiers de Paris" : "Paris",
            maxLength: 120,
          })
        ) : (
          <input type="hidden" name="legalRegistryCity" value="" />
        )}
        {field("siret", "SIRET", { placeholder: "123 456 789 00012", maxLength: 40, inputMode: "numeric", hint: "14 chiffres, les espaces sont acceptés." })}
        {field("vatNumber", "TVA intracommunautaire", {
          placeholder: "FR 32 123456789",
          maxLength: 40,
          hint: "Facultatif si vous n'êtes pas assujetti à la TVA.",
        })}
        {field("legalEmail", "E-mail de contact", {
          type: "email",
          placeholder: contactEmail || "contact@maboutique.fr",
          hint: contactEmail ? `Vide\u00a0: ${contactEmail} (votre e-mail marchand 1).` : "Vide\u00a0: votre e-mail marchand 1.",
        })}
        {field("legalPhone", "Téléphone de contact", {
          type: "tel",
          maxLength: 40,
          placeholder: contactPhone || "01 23 45 67 89",
          hint: contactPhone ? `Vide\u00a0: ${contactPhone} (votre téléphone 1).` : "Vide\u00a0: votre téléphone 1.",
        })}
      </div>
      <ConsumerMediatorFields field={field} />
    </Section>
  );
}

/**
 * The consumer mediator, asked of every professional selling to consumers; the site is
 * published only once both are filled (publication.server.ts).
 */
function ConsumerMediatorFields({ field }: { field: FieldRenderer }) {
  const link = (href: string, text: string) => (
    <a href={href} target="_blank" rel="noreferrer">
      {text}
    </a>
  );
  return (
    <div className="grid gap-4 border-t pt-5">
      <div className="grid gap-5 md:grid-cols-2">
        {field("consumerMediatorName", MEDIATOR_LABEL, { placeholder: "CM2C", maxLength: 200 })}
        {field("consumerMediatorUrl", "Site web du médiateur", { type: "url", placeholder: "https://www.cm2c.net" })}
      </div>
      <p className="rounded-lg bg-muted/50 p-4 text-sm text-muted-foreground [&_a]:font-medium [&_a]:text-foreground [&_a]:underline">
        Tout professionnel qui vend à des particuliers doit leur offrir un recours gratuit à un médiateur de la consommation et afficher son nom et son site
        (Code de la consommation, art. L612-1){"\u00a0"}: celui avec qui vous avez signé une convention, souvent par votre fédération professionnelle ou un
        médiateur généraliste. Exemples référencés par la CECMC{"\u00a0"}: {link("https://www.cm2c.net", "CM2C")}, {link("https://www.medicys.fr", "Medicys")},{" "}
        {link("https://www.mediationconso-ame.com", "AME Conso")}, {link("https://www.cnpm-mediation-consommation.eu", "CNPM Médiation Consommation")} (
        {link("https://www.economie.gouv.fr/mediation-conso", "liste officielle")}).
      </p>
    </div>
  );
}

function TestEmailCard({ actionResult, disabled }: { actionResult: ActionResult | null; disabled: boolean }) {
  const fetcher = useFetcher<ActionResult>();
  useResultToast(fetcher.data ?? actionResult);
  const busy = fetcher.state !== "idle";
  return (
    <Card className="flex-col gap-4 px-5 py-5 sm:flex-row sm:items-center sm:justify-between sm:px-6">
      <div className="min-w-0">
        <h2 className="font-sans text-base font-semibold">Test d'envoi d'email</h2>
        <p className="mt-1 text-sm text-muted-foreground">
          Envoie maintenant une demande de devis d'exemple aux emails marchands, avec les paramètres enregistrés{"\u00a0"}: sauvegardez d'abord vos
          modifications.
        </p>
      </div>
      <fetcher.Form method="post" className="shrink-0">
        <SiteIdField />
        <input type="hidden" name="intent" value="test-email" />
        <SubmitButton variant="outline" submitting={busy} disabled={disabled} busyLabel="Envoi en cours..." icon={<Send aria-hidden="true" />}>
          Test d'envoi d'email
        </SubmitButton>
      </fetcher.Form>
    </Card>
  );
}

function Section({ id, icon, title, description, children }: { id?: string; icon: ReactNode; title: string; description: string; children: ReactNode }) {
  const headingId = useId();
  // The page is one form: its sections are groups of it, 'Mentions légales' one a link scrolls to.
  return (
    <SectionCard id={id} role="group" className="scroll-mt-20" icon={icon} titleId={headingId} title={title} description={description}>
      <div className="flex flex-col gap-5 px-5 py-5 sm:px-6">{children}</div>
    </SectionCard>
  );
}

type FieldOptions = {
  multiline?: boolean;
  type?: "text" | "email" | "tel" | "url";
  required?: boolean;
  placeholder?: string;
  autoComplete?: string;
  maxLength?: number;
  icon?: ReactNode;
  hint?: string;
  inputMode?: "numeric";
};
