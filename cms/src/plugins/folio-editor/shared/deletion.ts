/** What deleting entries takes along (GET /folio-editor/deletions/:model?documentIds=…), shown before it is confirmed. */
export interface DeletionPreview {
  /** The media files the entries use and nothing else does: deleted with them. */
  files: { id: number; name: string }[];
  /** How many of their files other entries use too: those stay. */
  kept: number;
  /** Their former addresses (redirect records), removed with them. */
  formerAddresses: string[];
}
