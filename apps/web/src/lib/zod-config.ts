/**
 * Zod compiles object parsers with `new Function` where it may. The server's CSP allows no
 * eval (script-src 'self'), so its probe is refused and reported as a CSP violation; the
 * jitless parsers need no eval. main.tsx imports this first: schemas decide at
 * construction, when @partproof/shared is loaded.
 */
import { z } from 'zod';

z.config({ jitless: true });
