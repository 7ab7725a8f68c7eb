/** Half a of the reader's score on real documents (test/real-documents/score.ts). */
import { scoreHalf } from '../../../../test/real-documents/score.js';

scoreHalf('a');
