import { useId, useRef, useState, type FormEvent } from "react";
import { useFetcher } from "react-router";
import { LoaderCircle, Plus } from "lucide-react";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "~/components/ui/dialog";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Select } from "~/components/ui/select";
import { fieldErrors } from "~/lib/form-errors";
import { roleLabel } from "~/features/admin-kit/role-label";
import { showResultToast, useOnResult } from "~/features/admin-kit/result-toast";
import { NO_OWNER, SITE_NAME_MAX, createSiteSchema, type SiteField, type SiteFormErrors, type SiteFormValues } from "../site-form-schema";
import type { CreateSiteResult } from "../sites-action.server";

export type Profile = { id: string; email: string; role: "admin" | "user" };

const EMPTY: SiteFormValues = { name: "", ownerId: NO_OWNER };

/**
 * 'Créer un site' (back-office.md §2, §5, §8): a name of at least 3 characters and an optional
 * owner among all profiles. The new site shows in the list as soon as the loaders revalidate.
 */
export function CreateSiteDialog({ profiles, onCreated }: { profiles: Profile[]; onCreated?: (siteId: string) => void }) {
  const [open, setOpen] = useState(false);
  const fetcher = useFetcher<CreateSiteResult>();
  const submitting = fetcher.state !== "idle";
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<SiteFormErrors>({});
  const nameRef = useRef<HTMLInputElement>(null);
  const ids = useId();

  useOnResult(fetcher.data, (result) => {
    if (result.status === "created") {
      showResultToast(result.toast);
      setOpen(false);
      onCreated?.(result.site.id);
      return;
    }
    if (result.status === "failed") showResultToast(result.toast);
    else {
      setErrors(result.errors);
      nameRef.current?.focus();
    }
  });

  function openChange(next: boolean) {
    setOpen(next);
    if (next) {
      setValues(EMPTY);
      setErrors({});
    }
  }

  function validate(next: SiteFormValues): SiteFormErrors {
    const parsed = createSiteSchema.safeParse(next);
    return parsed.success ? {} : fieldErrors<SiteField>(parsed.error);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    const found = validate(values);
    if (Object.keys(found).length === 0) return;
    event.preventDefault();
    setErrors(found);
    nameRef.current?.focus();
  }

  function update(field: SiteField, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    if (errors[field]) setErrors({ ...errors, [field]: validate(next)[field] });
  }

  const nameErrorId = `${ids}-name-error`;
  return (
    <Dialog open={open} onOpenChange={openChange}>
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden="true" />
          Créer un site
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Créer un site</DialogTitle>
          <DialogDescription>Le site est créé vide ; son propriétaire pourra ensuite le remplir depuis le back-office.</DialogDescription>
        </DialogHeader>
        <fetcher.Form method="post" action="/admin/sites" noValidate onSubmit={handleSubmit} className="grid gap-4">
          <div className="grid gap-2">
            <Label htmlFor={`${ids}-name`}>Nom du site</Label>
            <Input
              ref={nameRef}
              id={`${ids}-name`}
              name="name"
              autoComplete="off"
              maxLength={SITE_NAME_MAX}
              placeholder="Boulangerie Martin"
              value={values.name}
              onChange={(event) => update("name", event.target.value)}
              aria-invalid={errors.name ? true : undefined}
              aria-describedby={errors.name ? nameErrorId : undefined}
            />
            {errors.name ? (
              <p id={nameErrorId} className="text-sm text-destructive">
                {errors.name}
              </p>
            ) : null}
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${ids}-owner`}>Propriétaire (optionnel)</Label>
            <Select id={`${ids}-owner`} name="ownerId" value={values.ownerId} onChange={(event) => update("ownerId", event.target.value)}>
              <option value={NO_OWNER}>Aucun propriétaire</option>
              {profiles.map((profile) => (
                <option key={profile.id} value={profile.id}>
                  {profile.email} — {roleLabel(profile.role)}
                </option>
              ))}
            </Select>
          </div>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Annuler
              </Button>
            </DialogClose>
            <Button type="submit" disabled={submitting}>
              {submitting ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
              {submitting ? "Création..." : "Créer le site"}
            </Button>
          </DialogFooter>
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  );
}
