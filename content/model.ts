// The content model of the static pages is the contract's (contracts/page-content.ts): the
// same schemas check the seed, an editor's save and an imported archive.
export type {
  Block,
  BlockType,
  ContentPage,
  ImageRef,
  LinkRef,
} from "../contracts/page-content.ts";
