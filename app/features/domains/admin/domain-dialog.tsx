import { useId, useState } from "react";
import { Input } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import { useDialogForm } from "~/features/admin-kit/action-form";
import { FormDialog } from "~/features/admin-kit/form-dialog";
import { FormField } from "~/features/admin-kit/form-field";
import { domainFormSchema, isIncompleteDomainForm, type DomainField, type DomainFormValues } from "~/features/domains/domains-schema";
import { domainPair, normalizeDomain } from "~/features/domains/normalize-domain";

export const DOMAINS_ACTION = "/admin/domains";

export type SiteChoice = { id: string; name: string };
export type EditedMapping = { id: string; domain: string; siteId: string };

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The sites an admin chooses from; null for an owner, whose request is for their current site. */
  sites: SiteChoice[] | null;
  /** Create: the site preselected (the current one). */
  defaultSiteId: string | null;
  /** Edit: the mapping; create when absent. */
  mapping?: EditedMapping | null;
};

/**
 * The create and edit dialogs. A blank domain or no site is the spec's silent
 * refusal: nothing is sent, the empty field gets the focus.
 */
export function DomainDialog({ open, onOpenChange, sites, defaultSiteId, mapping = null }: Props) {
  const editing = mapping !== null;
  const owner = sites === null;
  const initial: DomainFormValues = editing ? { domain: mapping.domain, siteId: mapping.siteId } : { domain: "", siteId: defaultSiteId ?? "" };
  const [values, setValues] = useState(initial);
  const form = useDialogForm({
    open,
    onOpenChange,
    schema: domainFormSchema({ keepWww: editing }),
    check: (read) => {
      const typed = read as DomainFormValues;
      if (!isIncompleteDomainForm(typed)) return null;
      return typed.domain.trim() === "" ? { domain: "" } : { siteId: "" };
    },
    onOpen: () => setValues(initial),
  });
  const { errors } = form;
  const ids = useId();

  const update = (field: DomainField, value: string) => setValues({ ...values, [field]: value });
  const normalized = normalizeDomain(values.domain, { keepWww: editing });
  const preview = normalized.ok ? (editing ? [normalized.domain] : domainPair(normalized.domain)) : null;

  return (
    <FormDialog
      form={form}
      // An owner's request carries the current site (ADR 013), checked by the action; an admin's names the chosen site.
      withSiteId={owner}
      title={editing ? "Modifier le mapping" : "Ajouter un domaine"}
      description={
        editing
          ? "Changez le nom de domaine ou le site qu'il affiche. Déplacé vers un autre site, le domaine emmène sa version en www. (ou sans www.)."
          : owner
            ? "Le nom que vous avez acheté, comme boulangerie-martin.fr\u00a0: sa version avec www. est ajoutée aussi. Les étapes pour le relier à votre site s'affichent ensuite."
            : "Le nom de domaine et sa version en www. afficheront le site choisi."
      }
      action={DOMAINS_ACTION}
      fields={editing ? { intent: "update", mappingId: mapping.id } : { intent: "create" }}
      submitLabel={editing ? "Enregistrer" : "Créer"}
    >
      <FormField
        formId={ids}
        name="domain"
        label="Nom de domaine"
        error={errors.domain}
        hint={
          preview ? (
            <>
              Enregistré{preview.length > 1 ? "s" : ""}
              {"\u00a0"}:{" "}
              {preview.map((name, index) => (
                <span key={name}>
                  {index > 0 ? " et " : null}
                  <span className="font-mono text-foreground">{name}</span>
                </span>
              ))}
            </>
          ) : editing ? (
            "Un seul nom\u00a0: la version en www. est un mapping à part."
          ) : (
            "Sans http:// ni www.\u00a0: les deux versions sont créées."
          )
        }
      >
        {(props) => (
          <Input
            {...props}
            inputMode="url"
            autoCapitalize="none"
            autoComplete="off"
            spellCheck={false}
            maxLength={300}
            placeholder="boulangerie-martin.fr"
            value={values.domain}
            onChange={(event) => update("domain", event.target.value)}
          />
        )}
      </FormField>

      {sites === null ? null : (
        <FormField formId={ids} name="siteId" label="Site" error={errors.siteId}>
          {(props) => (
            <Select {...props} value={values.siteId} onChange={(event) => update("siteId", event.target.value)}>
              {values.siteId === "" ? <option value="">Choisir un site</option> : null}
              {sites.map((site) => (
                <option key={site.id} value={site.id}>
                  {site.name}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      )}
    </FormDialog>
  );
}
