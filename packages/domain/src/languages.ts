// The three interface languages (spec §1, DESIGN §8): the rules in language-codes.ts, and the
// wire schema of a language.
import { z } from 'zod';
import { LANGUAGES } from './language-codes.ts';

export * from './language-codes.ts';
export const languageSchema = z.enum(LANGUAGES);
