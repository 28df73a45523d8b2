import type { ItemMedia } from "@heritage/domain/collections";
import { ACCESS_LEVELS } from "@heritage/domain/collections-model";
import { useMutation } from "@tanstack/react-query";
import { Select } from "../../../../components/ui/select.tsx";
import { toast } from "../../../../components/ui/toast-store.ts";
import { api } from "../../../../lib/api-client.ts";
import { isApiError } from "../../../../lib/api-error.ts";
import { MEDIA_TEXT as t } from "../records-texts.ts";

type Access = (typeof ACCESS_LEVELS)[number];

/**
 * Who may see one file (decision 162), on top of its item's own level: saved at once
 * through PUT /api/protocols/media/{id}; the server serves a file that is not public only through
 * signed URLs, so the choice holds on every path out.
 */
export function MediaAccess({
  file,
  position,
  onSaved,
}: {
  file: ItemMedia;
  position: number;
  onSaved: () => Promise<void>;
}) {
  const save = useMutation({
    mutationFn: (access: Access) => api.put(`/protocols/media/${file.id}`, { access }),
  });
  async function change(access: Access) {
    try {
      await save.mutateAsync(access);
      await onSaved();
      toast({ title: t.accessSaved, tone: "success" });
    } catch (error) {
      toast({ title: (isApiError(error) && error.detail) || t.changeFailed, tone: "error" });
    }
  }
  return (
    <Select
      label={t.accessLabel(position)}
      hint={t.accessHint}
      value={file.access ?? "public"}
      disabled={save.isPending}
      onChange={(event) => void change(event.target.value as Access)}
      options={ACCESS_LEVELS.map((level) => ({ value: level, label: t.accessLevels[level] }))}
    />
  );
}
