import { DC_ELEMENTS, type DcElement } from "@heritage/domain/collections-model";

/** What the protocol (oai-protocol.ts) reads; the SQL implementation is oai-sql-repository.ts. */

export { DC_ELEMENTS, type DcElement };

/**
 * One Dublin Core statement; `lang` (rw, en, fr) only for text written in a language; `term`, the
 * DCMI Terms property that refines `element` (spatial for coverage...), written by oai_qdc.
 */
export interface DcValue {
  element: DcElement;
  value: string;
  lang?: string;
  term?: string;
}

export interface OaiItem {
  /** The local part of the OAI identifier (the item's persistent public id). */
  id: string;
  /** When the item last changed (a deletion included); written to the second. */
  datestamp: Date;
  deleted: boolean;
  setSpecs: string[];
  /** Empty for a deleted item (its header says so; it has no metadata); both formats write these. */
  dc: DcValue[];
  /** The repository's keyset position of this item: where the next page starts after it. */
  position: string;
}

export interface OaiSet {
  spec: string;
  name: string;
  description: DcValue[];
}

export interface OaiListQuery {
  /** Changed at or after this instant. */
  from?: Date;
  /** Changed before this instant (until is made exclusive by oai-dates.ts). */
  until?: Date;
  set?: string;
  /** Start after this position (from a resumption token). */
  after?: string;
  limit: number;
  /** ListRecords needs the metadata; ListIdentifiers only the headers. */
  withMetadata: boolean;
}

export interface OaiRepository {
  /** The oldest datestamp of any item (deleted ones too); null when there is none. */
  earliestDatestamp(): Promise<Date | null>;
  listSets(): Promise<OaiSet[]>;
  /**
   * Items in a stable order (datestamp, then id), at most `limit`, after `after`; `total`: how many
   * match from that position on, this page included (completeListSize = cursor + total).
   */
  list(query: OaiListQuery): Promise<{ items: OaiItem[]; total: number }>;
  /** One item by its local id (deleted ones too); null when it never existed or is not public. */
  get(id: string): Promise<OaiItem | null>;
}
