/** The certificate upload rule (spec §9): PDF only, at most 10 MB. */
export type PdfProblem = 'type' | 'size';

export function pdfProblem(
  file: { name: string; type: string; size: number },
  maxBytes: number,
): PdfProblem | null {
  const isPdf = file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf');
  if (!isPdf) return 'type';
  if (file.size > maxBytes) return 'size';
  return null;
}
