import { useId, useRef, useState, type FormEvent } from "react";
import { useFetcher } from "react-router";
import { LoaderCircle } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Select } from "~/components/ui/select";
import { fieldErrors } from "~/lib/form-errors";
import { showResultToast, useOnResult } from "~/features/admin-kit/result-toast";
import { domainFormSchema, isIncompleteDomainForm, type DomainField, type DomainFormErrors, type DomainFormValues } from "../domain-form-schema";
import type { DomainActionResult } from "../domain-result";
import { domainPair, normalizeDomain } from "../normalize-domain";

export const DOMAINS_ACTION = "/admin/domains";

export type SiteChoice = { id: string; name: string };
export type EditedMapping = { id: string; domain: string; siteId: string };

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  sites: SiteChoice[];
  /** Create: the site preselected (the current one). */
  defaultSiteId: string | null;
  /** Edit: the mapping; create when absent. */
  mapping?: EditedMapping | null;
};

/**
 * The create and edit dialogs (back-office.md §2, §5). The fetcher lives here, outside the
 * dialog's content, so an answer arriving after the dialog closed is still handled.
 */
export function DomainDialog({ open, onOpenChange, sites, defaultSiteId, mapping = null }: Props) {
  const editing = mapping !== null;
  const fetcher = useFetcher<DomainActionResult>();
  const submitting = fetcher.state !== "idle";
  const initial: DomainFormValues = editing ? { domain: mapping.domain, siteId: mapping.siteId } : { domain: "", siteId: defaultSiteId ?? "" };
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<DomainFormErrors>({});

  // Each opening starts from the mapping (or an empty form), never from what was typed last time.
  const [openedFor, setOpenedFor] = useState<string | null>(null);
  const openKey = open ? (mapping?.id ?? "new") : null;
  if (openKey !== openedFor) {
    setOpenedFor(openKey);
    if (openKey) {
      setValues(initial);
      setErrors({});
    }
  }

  useOnResult(fetcher.data, (result) => {
    if (result.status === "done") {
      showResultToast(result.toast);
      onOpenChange(false);
    } else if (result.status === "failed") {
      showResultToast(result.toast);
    } else if (result.status === "invalid") {
      setErrors(result.errors);
      focus(result.errors);
    }
  });

  const ids = useId();
  const domainRef = useRef<HTMLInputElement>(null);
  const siteRef = useRef<HTMLSelectElement>(null);
  const schema = domainFormSchema({ keepWww: editing });

  function validate(next: DomainFormValues): DomainFormErrors {
    const parsed = schema.safeParse(next);
    return parsed.success ? {} : fieldErrors<DomainField>(parsed.error);
  }

  function focus(found: DomainFormErrors) {
    (found.domain ? domainRef : siteRef).current?.focus();
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    // §5: a blank domain or no site → nothing happens (the empty field gets the focus).
    if (isIncompleteDomainForm(values)) {
      event.preventDefault();
      (values.domain.trim() === "" ? domainRef : siteRef).current?.focus();
      return;
    }
    const found = validate(values);
    if (Object.keys(found).length === 0) return;
    event.preventDefault();
    setErrors(found);
    focus(found);
  }

  function update(field: DomainField, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    if (errors[field]) setErrors({ ...errors, [field]: next[field].trim() ? validate(next)[field] : undefined });
  }

  const normalized = normalizeDomain(values.domain, { keepWww: editing });
  const preview = normalized.ok ? (editing ? [normalized.domain] : domainPair(normalized.domain)) : null;
  const domainHintId = `${ids}-domain-hint`;
  const describe = (field: DomainField, extra?: string) => [errors[field] ? `${ids}-${field}-error` : null, extra].filter(Boolean).join(" ") || undefined;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{editing ? "Modifier le mapping" : "Ajouter un domaine"}</DialogTitle>
          <DialogDescription>
            {editing
              ? "Changez le nom de domaine ou le site qu'il affiche."
              : "Le nom de domaine et sa version en www. afficheront le site choisi."}
          </DialogDescription>
        </DialogHeader>

        <fetcher.Form method="post" action={DOMAINS_ACTION} noValidate onSubmit={handleSubmit} className="grid gap-4">
          <input type="hidden" name="intent" value={editing ? "update" : "create"} />
          {editing ? <input type="hidden" name="mappingId" value={mapping.id} /> : null}

          <div className="grid gap-2">
            <Label htmlFor={`${ids}-domain`}>Nom de domaine</Label>
            <Input
              ref={domainRef}
              id={`${ids}-domain`}
              name="domain"
              inputMode="url"
              autoCapitalize="none"
              autoComplete="off"
              spellCheck={false}
              maxLength={300}
              placeholder="boulangerie-martin.fr"
              value={values.domain}
              onChange={(event) => update("domain", event.target.value)}
              aria-invalid={errors.domain ? true : undefined}
              aria-describedby={describe("domain", domainHintId)}
            />
            {errors.domain ? (
              <p id={`${ids}-domain-error`} className="text-sm text-destructive">
                {errors.domain}
              </p>
            ) : null}
            <p id={domainHintId} className="text-xs text-muted-foreground">
              {preview ? (
                <>
                  Enregistré{preview.length > 1 ? "s" : ""} :{" "}
                  {preview.map((name, index) => (
                    <span key={name}>
                      {index > 0 ? " et " : null}
                      <span className="font-mono text-foreground">{name}</span>
                    </span>
                  ))}
                </>
              ) : editing ? (
                "Un seul nom : la version en www. est un mapping à part."
              ) : (
                "Sans http:// ni www. : les deux versions sont créées."
              )}
            </p>
          </div>

          <div className="grid gap-2">
            <Label htmlFor={`${ids}-site`}>Site</Label>
            <Select
              ref={siteRef}
              id={`${ids}-site`}
              name="siteId"
              value={values.siteId}
              onChange={(event) => update("siteId", event.target.value)}
              aria-invalid={errors.siteId ? true : undefined}
              aria-describedby={describe("siteId")}
            >
              {values.siteId === "" ? <option value="">Choisir un site</option> : null}
              {sites.map((site) => (
                <option key={site.id} value={site.id}>
                  {site.name}
                </option>
              ))}
            </Select>
            {errors.siteId ? (
              <p id={`${ids}-siteId-error`} className="text-sm text-destructive">
                {errors.siteId}
              </p>
            ) : null}
          </div>

          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Annuler
              </Button>
            </DialogClose>
            <Button type="submit" disabled={submitting}>
              {submitting ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
              {submitting ? "Enregistrement..." : editing ? "Enregistrer" : "Créer"}
            </Button>
          </DialogFooter>
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  );
}
