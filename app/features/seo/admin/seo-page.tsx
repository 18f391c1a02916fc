import { useState, type ReactNode } from "react";
import { Eye, Search, Share2 } from "lucide-react";
import { Card } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { Textarea } from "~/components/ui/textarea";
import type { ActionResult } from "~/features/admin-kit/action-result";
import { useActionForm } from "~/features/admin-kit/action-form";
import { FormField } from "~/features/admin-kit/form-field";
import { LoadErrorAlert } from "~/features/admin-kit/load-error-alert";
import { PageHeader } from "~/features/admin-kit/page-header";
import { SaveBar } from "~/features/admin-kit/save-bar";
import { SiteIdField } from "~/features/admin-kit/site-id-field";
import { ImageField } from "~/features/media/image-field";
import { cn } from "~/lib/cn";
import type { SeoPage } from "~/db/enums";
import { PAGE_SEO_TEXTS, SEO_DESCRIPTION_MAX, SEO_TITLE_MAX, pageSeoSchema, seoLength, type StoredPageSeo } from "~/features/seo/page-seo-schema";
import type { SeoScreenPage } from "~/features/seo/admin/seo-screen-types";
import { SearchResultPreview, ShareCardPreview } from "~/features/seo/admin/seo-previews";
import { IconTile } from "~/features/admin-kit/section-card";

export type SeoScreenProps = {
  site: { id: string; name: string };
  /** False outside Expert: the plan card instead of the editor. */
  available: boolean;
  domain: string;
  pages: SeoScreenPage[];
  stored: Partial<Record<SeoPage, StoredPageSeo>>;
  loadError: boolean;
  actionResult: ActionResult | null;
};

/** /admin/seo 'Référencement' (Expert): each public page's title, description and share image. */
export function SeoScreen({ site, available, domain, pages, stored, loadError, actionResult }: SeoScreenProps) {
  const answered = typeof actionResult?.values === "object" ? (actionResult.values as Record<string, string>).page : undefined;
  const [tab, setTab] = useState<string>(answered ?? pages[0]?.page ?? "home");
  return (
    <div className="flex max-w-6xl flex-col gap-6">
      <PageHeader
        title="Référencement"
        description={
          <>
            Le titre, la description et l'image que Google et les réseaux sociaux montrent de chaque page de{" "}
            <span className="font-medium text-foreground">{site.name}</span>.{available ? " Un champ laissé vide reprend le texte affiché en gris." : null}
          </>
        }
      />
      {!available ? null : (
        <>
          {loadError ? <LoadErrorAlert>{PAGE_SEO_TEXTS.loadFailed}</LoadErrorAlert> : null}
          <Tabs value={tab} onValueChange={setTab}>
            <TabsList aria-label="Pages du site">
              {pages.map((page) => (
                <TabsTrigger key={page.page} value={page.page}>
                  {page.label}
                </TabsTrigger>
              ))}
            </TabsList>
            {pages.map((page) => (
              // Every page's form stays mounted: what was typed in one tab survives a look at another.
              <TabsContent key={page.page} value={page.page} forceMount className="data-[state=inactive]:hidden">
                <PageSeoForm
                  siteName={site.name}
                  domain={domain}
                  page={page}
                  stored={stored[page.page] ?? { title: null, description: null, imageUrl: null }}
                  actionResult={answered === page.page ? actionResult : null}
                  disabled={loadError}
                />
              </TabsContent>
            ))}
          </Tabs>
        </>
      )}
    </div>
  );
}

type FormProps = { siteName: string; domain: string; page: SeoScreenPage; stored: StoredPageSeo; actionResult: ActionResult | null; disabled: boolean };

function PageSeoForm({ siteName, domain, page, stored, actionResult, disabled }: FormProps) {
  const form = useActionForm({ schema: pageSeoSchema, actionData: actionResult });
  const { fetcher, errors, trackUpload, formProps } = form;
  const typed = actionResult?.values as Partial<Record<"title" | "description" | "imageUrl", string>> | undefined;
  const [title, setTitle] = useState(typed?.title ?? stored.title ?? "");
  const [description, setDescription] = useState(typed?.description ?? stored.description ?? "");
  const [image, setImage] = useState<string | null>(typed?.imageUrl ?? stored.imageUrl ?? null);
  const shownTitle = title.trim() || page.defaultTitle;
  const shownDescription = description.trim() || page.defaultDescription;

  return (
    <fetcher.Form method="post" {...formProps} aria-label={`Référencement de la page ${page.label}`}>
      <SiteIdField />
      <input type="hidden" name="intent" value="save" />
      <input type="hidden" name="page" value={page.page} />
      <fieldset disabled={disabled} className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,400px)]">
        <Card className="gap-0 self-start py-0">
          <div className="flex items-start gap-3 border-b px-5 py-4 sm:px-6">
            <IconTile icon={<Search />} />
            <div className="min-w-0">
              <h2 className="font-sans text-base font-semibold">{page.label}</h2>
              <p className="truncate text-sm text-muted-foreground">{page.url}</p>
            </div>
          </div>
          <div className="flex flex-col gap-5 px-5 py-5 sm:px-6">
            <CountedField
              name="title"
              label="Titre"
              max={SEO_TITLE_MAX}
              value={title}
              error={errors.title}
              hint="Le lien bleu du résultat de recherche et le titre de l'onglet."
            >
              {(props) => <Input {...props} value={title} onChange={(e) => setTitle(e.target.value)} placeholder={page.defaultTitle} autoComplete="off" />}
            </CountedField>
            <CountedField
              name="description"
              label="Description"
              max={SEO_DESCRIPTION_MAX}
              value={description}
              error={errors.description}
              hint="Le texte sous le titre, dans Google et sous l'image partagée."
            >
              {(props) => (
                <Textarea {...props} rows={3} value={description} onChange={(e) => setDescription(e.target.value)} placeholder={page.defaultDescription} />
              )}
            </CountedField>
            <ImageField
              name="imageUrl"
              label="Image de partage"
              bucket="hero-images"
              aspect="1200/630"
              defaultValue={stored.imageUrl}
              hint="Idéalement 1200 × 630 pixels. Sans image, une carte aux couleurs du site est créée à partir de la photo d'accueil et du nom du commerce."
              error={errors.imageUrl}
              disabled={disabled}
              onChange={setImage}
              onUploadingChange={trackUpload}
            />
          </div>
          <SaveBar form={form} disabled={disabled} className="mx-0 rounded-b-xl px-5 sm:mx-0 sm:px-6 md:border-t md:bg-muted/30 md:px-6 md:py-3" />
        </Card>
        <div className="flex flex-col gap-5 lg:sticky lg:top-20 lg:self-start">
          <PreviewBlock icon={<Eye />} title="Dans les résultats de recherche">
            <SearchResultPreview siteName={siteName} url={page.url} title={shownTitle} description={shownDescription} />
          </PreviewBlock>
          <PreviewBlock icon={<Share2 />} title="Quand la page est partagée">
            <ShareCardPreview domain={domain} title={shownTitle} description={shownDescription} image={image ?? page.cardUrl} />
          </PreviewBlock>
        </div>
      </fieldset>
    </fetcher.Form>
  );
}

type CountedFieldProps = {
  name: string;
  label: string;
  max: number;
  value: string;
  error?: string;
  hint: string;
  children: (props: { id: string; name: string; "aria-invalid"?: true; "aria-describedby"?: string }) => ReactNode;
};

/** A field with its live counter ('23/60'), red past the limit; the counter is part of its description. */
function CountedField({ name, label, max, value, error, hint, children }: CountedFieldProps) {
  const count = seoLength(value);
  const over = count > max;
  return (
    <FormField
      name={name}
      label={label}
      error={error}
      hint={
        <span className="flex items-start justify-between gap-3">
          <span>{hint}</span>
          <span data-testid={`${name}-counter`} className={cn("shrink-0 tabular-nums", over ? "font-semibold text-destructive" : "text-muted-foreground")}>
            {count}/{max}
            <span className="sr-only"> caractères</span>
          </span>
        </span>
      }
    >
      {children}
    </FormField>
  );
}

function PreviewBlock({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2" aria-label={title}>
      <h3 className="flex items-center gap-1.5 font-sans text-xs font-semibold tracking-wide text-muted-foreground uppercase [&_svg]:size-3.5">
        <span aria-hidden="true">{icon}</span>
        {title}
      </h3>
      {children}
    </section>
  );
}
