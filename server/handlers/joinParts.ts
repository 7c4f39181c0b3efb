import type { Handlers } from '../contract/types';
import type { OperationsByTag } from '../generated/operationFacts';

type Tag = keyof OperationsByTag;
type Part = Partial<Handlers>;

/** The operations any of the parts answer. */
type Answered<Parts extends readonly Part[]> = { [I in keyof Parts]: keyof Parts[I] }[number];

/** The operations more than one of the parts answer. */
type AnsweredTwice<Parts extends readonly Part[]> = Parts extends readonly [
  infer First extends Part,
  ...infer Rest extends readonly Part[],
]
  ? (keyof First & Answered<Rest>) | AnsweredTwice<Rest>
  : never;

/** Nothing when the parts answer each operation of the tag once; else the mistakes, by name. */
type Checked<
  T extends Tag,
  Parts extends readonly Part[],
  Missing = Exclude<OperationsByTag[T], Answered<Parts>>,
  OfAnotherTag = Exclude<Answered<Parts>, OperationsByTag[T]>,
  Twice = AnsweredTwice<Parts>,
> = [Missing | OfAnotherTag | Twice] extends [never]
  ? unknown
  : {
      partsMustAnswerEachOperationOnce: {
        missing: Missing;
        ofAnotherTag: OfAnotherTag;
        answeredTwice: Twice;
      };
    };

/**
 * One tag's handlers, joined from the parts (files) they are split into. It compiles only when
 * the parts answer every operation of the tag exactly once: none missing, none of another tag,
 * none answered by two parts (where a spread would silently keep the last).
 */
export function joinParts<T extends Tag, const Parts extends readonly Part[]>(
  tag: T,
  ...parts: Parts & Checked<T, Parts>
): Pick<Handlers, OperationsByTag[T]>;
export function joinParts(_tag: Tag, ...parts: Part[]): Part {
  return parts.reduce<Part>((all, part) => ({ ...all, ...part }), {});
}
