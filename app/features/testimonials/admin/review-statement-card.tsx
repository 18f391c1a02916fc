import { useId, useState } from "react";
import { ShieldCheck } from "lucide-react";
import { Textarea } from "~/components/ui/textarea";
import { useActionForm } from "~/features/admin-kit/action-form";
import { FormField } from "~/features/admin-kit/form-field";
import { RadioGroup } from "~/features/admin-kit/radio-group";
import { SectionCard } from "~/features/admin-kit/section-card";
import { SiteIdField } from "~/features/admin-kit/site-id-field";
import { SubmitButton } from "~/features/admin-kit/submit-button";
import { TESTIMONIALS_PATH } from "~/features/testimonials/admin/testimonial-dialog";
import { DEFAULT_REVIEW_STATEMENT, REVIEW_STATEMENT_MAX, reviewStatementSchema } from "~/features/testimonials/testimonials-schema";

type Verification = "none" | "verified";

/**
 * 'Comment vos avis sont recueillis': what the site says under its reviews and in its legal
 * notice. Unchecked by default; checked reviews need the merchant's own words on how.
 */
export function ReviewStatementCard({ statement, disabled }: { statement: string | null; disabled: boolean }) {
  const [verification, setVerification] = useState<Verification>(statement === null ? "none" : "verified");
  const form = useActionForm({ schema: reviewStatementSchema });
  const { fetcher, errors, formProps } = form;
  const formId = useId();
  return (
    <SectionCard
      icon={<ShieldCheck />}
      titleId={`${formId}-title`}
      title="Comment vos avis sont recueillis"
      description="La loi demande à un site qui montre des avis de dire s'ils sont vérifiés, et comment. Ce texte s'affiche sous vos témoignages et dans vos mentions légales."
    >
      <fetcher.Form method="post" action={TESTIMONIALS_PATH} className="grid gap-4 px-5 py-4 sm:px-6" {...formProps}>
        <SiteIdField />
        <input type="hidden" name="intent" value="save-statement" />
        <RadioGroup<Verification>
          idPrefix={formId}
          name="verification"
          legend={"Vos avis sont-ils vérifiés\u00a0?"}
          value={verification}
          onChange={setVerification}
          optionsClassName="sm:grid-cols-2"
          options={[
            { value: "none", label: "Non vérifiés (par défaut)", description: `Votre site affiche\u00a0: «\u00a0${DEFAULT_REVIEW_STATEMENT}\u00a0».` },
            { value: "verified", label: "Vérifiés", description: "Vous vérifiez que chaque avis vient d'un vrai client\u00a0: dites comment." },
          ]}
        />
        {verification === "verified" ? (
          <FormField
            formId={formId}
            name="statement"
            label={"Comment les vérifiez-vous\u00a0?"}
            error={errors.statement}
            hint={`Affiché tel quel sur votre site, ${REVIEW_STATEMENT_MAX} caractères maximum.`}
          >
            {(props) => (
              <Textarea
                {...props}
                rows={3}
                maxLength={REVIEW_STATEMENT_MAX}
                defaultValue={statement ?? ""}
                placeholder={"Ex.\u00a0: Avis recueillis en boutique auprès de clients ayant acheté, vérifiés par le commerçant sur ticket de caisse"}
              />
            )}
          </FormField>
        ) : (
          <input type="hidden" name="statement" value="" />
        )}
        <div className="flex justify-end">
          <SubmitButton submitting={form.submitting} disabled={disabled} busyLabel="Enregistrement...">
            Enregistrer
          </SubmitButton>
        </div>
      </fetcher.Form>
    </SectionCard>
  );
}
