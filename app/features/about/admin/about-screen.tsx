import { useState } from "react";
import { Form, useActionData, useNavigation, useSearchParams } from "react-router";
import { BookOpen, Handshake, Milestone, Sparkles, Users } from "lucide-react";
import { Card } from "~/components/ui/card";
import { FormField } from "~/features/admin-kit/form-field";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { Textarea } from "~/components/ui/textarea";
import { LoadErrorAlert } from "~/features/admin-kit/load-error-alert";
import { PageHeader } from "~/features/admin-kit/page-header";
import type { ActionResult } from "~/features/admin-kit/action-result";
import { useActionForm } from "~/features/admin-kit/action-form";
import { SaveBar } from "~/features/admin-kit/save-bar";
import { SiteIdField } from "~/features/admin-kit/site-id-field";
import { ABOUT_EDITOR_PATH, ABOUT_MESSAGES, storySchema } from "~/features/about/about-schema";
import { AboutItemList } from "~/features/about/admin/about-item-list";
import type { AboutEditorData } from "~/features/about/about-views";

const TABS = [
  { value: "story", label: "Notre histoire", icon: BookOpen },
  { value: "journey", label: "Parcours", icon: Milestone, kind: "step" },
  { value: "values", label: "Valeurs", icon: Sparkles, kind: "value" },
  { value: "team", label: "Équipe", icon: Users, kind: "member" },
  { value: "partners", label: "Partenaires", icon: Handshake, kind: "partner" },
] as const;
type TabValue = (typeof TABS)[number]["value"];

function isTab(value: string | null): value is TabValue {
  return TABS.some((tab) => tab.value === value);
}

/** /admin/pages/about: one tab per part of the public about page. */
export function AboutEditorPage({ siteName, loadError, story, steps, values, members, partners }: AboutEditorData) {
  const [params, setParams] = useSearchParams();
  const requested = params.get("tab");
  const tab: TabValue = isTab(requested) ? requested : "story";
  const lists = { step: steps, value: values, member: members, partner: partners };

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Page À propos"
        description={
          <>
            Ce que les visiteurs de «{"\u00a0"}
            {siteName}
            {"\u00a0"}» lisent sur la page À propos.
          </>
        }
      />
      {loadError ? <LoadErrorAlert>{ABOUT_MESSAGES.loadFailed}</LoadErrorAlert> : null}

      <Tabs
        value={tab}
        // The tab is in the address, so a reload or a shared link opens the same one.
        onValueChange={(next) => setParams(next === "story" ? {} : { tab: next }, { replace: true, preventScrollReset: true })}
      >
        <TabsList aria-label="Parties de la page" className="flex-wrap">
          {TABS.map(({ value, label, icon: Icon }) => (
            <TabsTrigger key={value} value={value}>
              <Icon aria-hidden="true" />
              {label}
            </TabsTrigger>
          ))}
        </TabsList>

        {TABS.map((entry) => (
          <TabsContent key={entry.value} value={entry.value}>
            {"kind" in entry ? <AboutItemList kind={entry.kind} items={lists[entry.kind]} /> : <StoryForm story={story} />}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}

/** The story (about_content.story_description): a plain form, so it also works without JavaScript. */
function StoryForm({ story }: { story: string }) {
  const navigation = useNavigation();
  // Only this form posts by navigation (the lists' dialogs use fetchers): the action data is its answer.
  const form = useActionForm({ schema: storySchema, actionData: useActionData<ActionResult>() });
  const { errors, formProps } = form;
  const submitting = navigation.state === "submitting" && navigation.formData?.get("kind") === "story";
  const [draft, setDraft] = useState(story);
  const [seen, setSeen] = useState(story);
  // A save (here or elsewhere) brings a new story: show it.
  if (story !== seen) {
    setSeen(story);
    setDraft(story);
  }

  const error = errors.storyDescription;
  return (
    <Card className="gap-4 px-4 py-5 sm:px-6">
      <div>
        <h2 className="text-base font-semibold">Notre histoire</h2>
        <p className="mt-1 text-sm text-muted-foreground">
          Le texte de la section «{"\u00a0"}Notre histoire{"\u00a0"}». Laissez une ligne vide entre deux paragraphes.
        </p>
      </div>
      <Form method="post" action={`${ABOUT_EDITOR_PATH}?tab=story`} {...formProps} className="grid gap-4" preventScrollReset>
        <SiteIdField />
        <input type="hidden" name="intent" value="save" />
        <input type="hidden" name="kind" value="story" />
        <FormField name="storyDescription" label="Description de l'histoire" error={error}>
          {(props) => (
            <Textarea
              {...props}
              rows={12}
              maxLength={20000}
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              placeholder="Racontez comment tout a commencé, ce qui vous anime, ce qui vous rend unique…"
            />
          )}
        </FormField>
        <SaveBar form={{ ...form, submitting }} />
      </Form>
    </Card>
  );
}
