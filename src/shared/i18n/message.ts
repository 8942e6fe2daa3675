// A message is a key and its parameters; each language words it from its own table
// (validation.ts and error-messages.ts in English, validation-fr.ts in French), typed here.

/** A table's leaf: a fixed text, or a text written from the message's parameters. */
type Leaf = string | ((params: never) => string);
type LeafOf<T> = T extends Leaf ? T : never;

/** Every key of a nested table, as its path ("text.required"). */
type KeyOf<T> = {
  [K in keyof T & string]: T[K] extends Leaf ? K : `${K}.${KeyOf<T[K]>}`;
}[keyof T & string];

type At<T, K extends string> = K extends `${infer Head}.${infer Rest}` ? (Head extends keyof T ? At<T[Head], Rest> : never) : K extends keyof T ? T[K] : never;

/** A `label` parameter is the key of a field's name (`labels`), which each language words. */
type Keyed<P, Label extends string> = { [K in keyof P]: K extends "label" ? Label : P[K] };

/** The messages of a table: a key, with the parameters its text takes. */
export type MessageOf<T, Label extends string> = {
  [K in KeyOf<T>]: LeafOf<At<T, K>> extends (params: infer P) => string ? { key: K; params: Keyed<P, Label> } : { key: K; params?: undefined };
}[KeyOf<T>];

/** Another language's table for the same keys: a text for each text, a function of the same parameters for each function. */
export type Translation<T> = {
  [K in keyof T]: T[K] extends (params: infer P) => string ? (params: P) => string : T[K] extends string ? string : Translation<T[K]>;
};

/** A language: its table and its names of the fields that messages name. */
type Language<T, Label extends string> = { texts: T; labels: Record<Label, string> };

const leafAt = (texts: unknown, key: string) => key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], texts);

/** Whether `key` is one of the table's. */
export const hasKey = (texts: object, key: string) => ["string", "function"].includes(typeof leafAt(texts, key));

/** The words of a message in `language`. */
export function wordsOf<T, Label extends string>({ texts, labels }: Language<T, Label>): (message: MessageOf<T, Label>) => string {
  return ({ key, params }) => {
    const leaf = leafAt(texts, key) as Leaf;
    if (typeof leaf === "string") return leaf;
    const label = params && "label" in params ? { label: labels[params.label as Label] } : {};
    return (leaf as (p: object) => string)({ ...params, ...label });
  };
}
