import { useId, useRef, useState } from "react";
import { ImagePlus, X } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { Select } from "~/components/ui/select";
import { VALUE_ICONS } from "~/db/enums";
import { useDialogForm } from "~/features/admin-kit/action-form";
import { TextField } from "~/features/admin-kit/form-field";
import { FormDialog } from "~/features/admin-kit/form-dialog";
import type { AboutValueView, Partner, TeamMember } from "~/features/about/about-content";
import { ImageField } from "~/features/media/image-field";
import {
  ABOUT_EDITOR_PATH,
  MAX_PARTNER_IMAGES,
  blankRequired,
  itemSchema,
  type FormErrors,
  type ItemFormValues,
  type ItemKind,
} from "~/features/about/about-schema";
import { VALUE_ICON_CHOICES } from "~/features/about/value-icons";
import { KIND_TEXTS, type AnyItem } from "~/features/about/about-views";

type Props = { kind: ItemKind; item: AnyItem | null; open: boolean; onOpenChange: (open: boolean) => void };

/** The form's values as sent (the image fields' hidden inputs included). */
function readForm(data: FormData): ItemFormValues {
  const values: ItemFormValues = {};
  for (const [key, value] of data.entries()) if (typeof value === "string" && key !== "images") values[key] = value;
  values.images = data.getAll("images").filter((v): v is string => typeof v === "string" && v.trim() !== "");
  return values;
}

/** Create and edit dialog of one list item; it starts from the item (or empty) at each opening. The Save button waits for uploads in progress. */
export function AboutItemDialog({ kind, item, open, onOpenChange }: Props) {
  const texts = KIND_TEXTS[kind];
  const form = useDialogForm({
    open,
    onOpenChange,
    schema: itemSchema(kind),
    read: readForm,
    // Journey steps and values are refused silently — the blank fields are only marked.
    check: (values) => {
      const blank = blankRequired(kind, values as ItemFormValues);
      return blank.length > 0 ? Object.fromEntries(blank.map((field) => [field, ""])) : null;
    },
  });
  return (
    <FormDialog
      form={form}
      className={kind === "partner" || kind === "member" ? "sm:max-w-2xl" : undefined}
      title={item ? texts.editTitle : texts.createTitle}
      description="Les champs marqués d'un astérisque sont obligatoires."
      action={ABOUT_EDITOR_PATH}
      fields={item ? { intent: "save", kind, itemId: item.id } : { intent: "save", kind }}
      submitLabel="Sauvegarder"
      submittingLabel="Sauvegarde..."
    >
      <KindFields kind={kind} item={item} errors={form.errors} onUploadingChange={form.trackUpload} />
    </FormDialog>
  );
}

type FieldsProps = { kind: ItemKind; item: AnyItem | null; errors: FormErrors; onUploadingChange: (uploading: boolean) => void };

function KindFields({ kind, item, errors, onUploadingChange }: FieldsProps) {
  switch (kind) {
    case "step":
    case "value": {
      const current = item as AboutValueView | null;
      return (
        <>
          <TextField name="title" label="Titre" required defaultValue={current?.title} error={errors.title} maxLength={200} />
          <TextField
            name="description"
            label="Description"
            required
            multiline
            defaultValue={current?.description}
            error={errors.description}
            maxLength={2000}
          />
          {kind === "value" ? <IconField defaultValue={current?.icon ?? "award"} /> : null}
        </>
      );
    }
    case "member": {
      const member = item as TeamMember | null;
      return (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField name="name" label="Nom" required defaultValue={member?.name} error={errors.name} maxLength={200} />
            <TextField name="role" label="Rôle" required defaultValue={member?.role} error={errors.role} maxLength={200} />
          </div>
          <TextField name="bio" label="Biographie" required multiline defaultValue={member?.bio} error={errors.bio} maxLength={3000} />
          <ImageField
            name="imageUrl"
            label="Photo"
            bucket="about-images"
            aspect="1/1"
            hint="Un portrait carré, visage bien visible."
            defaultValue={member?.imageUrl}
            error={errors.imageUrl}
            onUploadingChange={onUploadingChange}
          />
        </>
      );
    }
    case "partner":
      return <PartnerFields partner={item as Partner | null} errors={errors} onUploadingChange={onUploadingChange} />;
  }
}

function PartnerFields({
  partner,
  errors,
  onUploadingChange,
}: {
  partner: Partner | null;
  errors: FormErrors;
  onUploadingChange: (uploading: boolean) => void;
}) {
  const [images, setImages] = useState(() => (partner?.images ?? []).map((image) => ({ key: image.id, url: image.url })));
  const addButton = useRef<HTMLButtonElement>(null);
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="name" label="Nom" required defaultValue={partner?.name} error={errors.name} maxLength={200} />
        <TextField name="description" label="Description courte" required defaultValue={partner?.description} error={errors.description} maxLength={1000} />
      </div>
      <TextField
        name="longDescription"
        label="Description détaillée"
        multiline
        defaultValue={partner?.longDescription ?? ""}
        error={errors.longDescription}
        maxLength={10000}
        hint="Affichée quand un visiteur ouvre la fiche du partenaire."
      />
      <div className="grid gap-4">
        <ImageField
          name="logoUrl"
          label="Logo"
          bucket="about-images"
          aspect="1/1"
          fit="contain"
          defaultValue={partner?.logoUrl}
          error={errors.logoUrl}
          onUploadingChange={onUploadingChange}
        />
        <ImageField
          name="imageUrl"
          label="Image principale"
          bucket="about-images"
          defaultValue={partner?.imageUrl}
          error={errors.imageUrl}
          onUploadingChange={onUploadingChange}
        />
      </div>
      <fieldset className="grid gap-3 rounded-lg border p-3">
        <legend className="px-1 text-sm font-medium">Images supplémentaires</legend>
        <p className="text-xs text-muted-foreground">Montrées en galerie dans la fiche du partenaire, dans cet ordre.</p>
        {images.map((image, index) => (
          <div key={image.key} className="flex items-start gap-2">
            <div className="min-w-0 flex-1">
              <ImageField
                name="images"
                label={`Image supplémentaire ${index + 1}`}
                bucket="about-images"
                defaultValue={image.url}
                onUploadingChange={onUploadingChange}
              />
            </div>
            <Button
              variant="ghost"
              size="icon-sm"
              aria-label={`Enlever l'image supplémentaire ${index + 1}`}
              onClick={() => {
                setImages((list) => list.filter((other) => other.key !== image.key));
                addButton.current?.focus();
              }}
            >
              <X aria-hidden="true" />
            </Button>
          </div>
        ))}
        {errors.images ? <p className="text-xs font-medium text-destructive">{errors.images}</p> : null}
        <div>
          <Button
            ref={addButton}
            variant="outline"
            size="sm"
            disabled={images.length >= MAX_PARTNER_IMAGES}
            onClick={() => setImages((list) => [...list, { key: crypto.randomUUID(), url: "" }])}
          >
            <ImagePlus aria-hidden="true" />
            Ajouter une image
          </Button>
        </div>
      </fieldset>
    </>
  );
}

function IconField({ defaultValue }: { defaultValue: string }) {
  const id = useId();
  const [icon, setIcon] = useState(defaultValue);
  const Chosen = VALUE_ICON_CHOICES[icon as keyof typeof VALUE_ICON_CHOICES]?.icon;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>Icône</Label>
      <div className="flex items-center gap-3">
        <span aria-hidden="true" className="grid size-10 shrink-0 place-items-center rounded-lg bg-muted">
          {Chosen ? <Chosen className="size-5" /> : null}
        </span>
        <Select id={id} name="iconName" value={icon} onChange={(event) => setIcon(event.target.value)} wrapperClassName="flex-1">
          {VALUE_ICONS.map((name) => (
            <option key={name} value={name}>
              {VALUE_ICON_CHOICES[name].label}
            </option>
          ))}
        </Select>
      </div>
    </div>
  );
}
