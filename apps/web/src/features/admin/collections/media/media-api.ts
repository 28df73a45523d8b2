import type { ItemMedia } from "@heritage/domain/collections";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../../lib/api-client.ts";
import { useInvalidateRepository } from "../api/items.ts";
import { uploadWithProgress } from "./upload-with-progress.ts";

/** The media routes of an item (docs/helpers contract, decision of the media API); each bumps its version. */
const base = (itemId: string) => `/admin/repository/items/${itemId}/media`;

export function uploadMedia(itemId: string, file: File, onProgress: (fraction: number) => void) {
  const body = new FormData();
  body.append("file", file);
  return uploadWithProgress<ItemMedia>(base(itemId), body, onProgress);
}

export function useMediaMutations(itemId: string) {
  const invalidate = useInvalidateRepository();
  const done = { onSuccess: () => invalidate() };
  return {
    details: useMutation({
      mutationFn: ({ id, caption, rights }: { id: string; caption: string; rights: string }) =>
        api.patch<ItemMedia>(`${base(itemId)}/${id}`, { caption, rights }),
      ...done,
    }),
    order: useMutation({
      mutationFn: (order: string[]) => api.put(`${base(itemId)}/order`, { order }),
      ...done,
    }),
    remove: useMutation({
      mutationFn: (id: string) => api.delete(`${base(itemId)}/${id}`),
      ...done,
    }),
  };
}
