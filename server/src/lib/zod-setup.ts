// Issues without a schema-given message key get a generic catalogue key, so every
// field error of the API can be shown in both languages.
import { z } from 'zod';
import { keyedErrorMap } from '@mockexam/contracts';

z.config({ customError: (issue) => keyedErrorMap(issue) });
