import type { CollectionInput, InstitutionInput } from "@heritage/domain/collections";
import type { Collection, Institution } from "@heritage/domain/collections-query";
import type { Language } from "@heritage/domain/languages";
import { useMutation, useQuery } from "@tanstack/react-query";
import { api } from "../../../../lib/api-client.ts";
import { queryKeys } from "../../../../lib/query-keys.ts";
import { useInvalidateRepository } from "./items.ts";

const COLLECTIONS = "/admin/repository/collections";
const INSTITUTIONS = "/admin/repository/institutions";

/** Every collection (drafts too), in the admin's language: the item form's picker and the list. */
export function useAdminCollections() {
  return useQuery({
    queryKey: queryKeys.repositoryCollections.lists(),
    queryFn: ({ signal }) => api.get<Collection[]>(COLLECTIONS, { signal }),
  });
}

export function useAdminInstitutions() {
  return useQuery({
    queryKey: queryKeys.repositoryInstitutions.lists(),
    queryFn: ({ signal }) => api.get<Institution[]>(INSTITUTIONS, { signal }),
  });
}

/**
 * A record's texts as written: the lists are served in the reader's language, so a record whose
 * original language is another one is read again from the list in that language.
 */
export async function recordAsWritten<
  R extends { id: string; language: Language; original_language: Language },
>(path: string, record: R): Promise<R> {
  if (record.language === record.original_language) return record;
  const all = await api.get<R[]>(path, { query: { lang: record.original_language } });
  return all.find((other) => other.id === record.id) ?? record;
}

export const collectionAsWritten = (record: Collection) => recordAsWritten(COLLECTIONS, record);
export const institutionAsWritten = (record: Institution) => recordAsWritten(INSTITUTIONS, record);

function useRecordMutations<I>(path: string) {
  const invalidate = useInvalidateRepository();
  const save = useMutation({
    mutationFn: ({ id, input }: { id?: string; input: I }) =>
      id === undefined ? api.post(path, input) : api.put(`${path}/${id}`, input),
    onSuccess: () => invalidate(),
  });
  const remove = useMutation({
    mutationFn: (id: string) => api.delete(`${path}/${id}`),
    onSuccess: () => invalidate(),
  });
  return { save, remove };
}

export const useCollectionMutations = () => useRecordMutations<CollectionInput>(COLLECTIONS);
export const useInstitutionMutations = () => useRecordMutations<InstitutionInput>(INSTITUTIONS);
