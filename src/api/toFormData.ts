/**
 * Multipart bodies arrive from the generated endpoints as plain objects. Arrays become
 * repeated fields (attachments), nested objects become `name[i].field` / `name.field`
 * keys (the software-validation components), and empty values are left out.
 */
export function toFormData(body: Record<string, unknown>): FormData {
  const form = new FormData();
  const append = (key: string, value: unknown): void => {
    if (value === undefined || value === null) return;
    if (value instanceof Blob) {
      // A File keeps its own name.
      form.append(key, value);
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => {
        const isScalar = item instanceof Blob || typeof item !== 'object' || item === null;
        append(isScalar ? key : `${key}[${index}]`, item);
      });
    } else if (typeof value === 'object') {
      for (const [field, inner] of Object.entries(value)) append(`${key}.${field}`, inner);
    } else {
      form.append(key, String(value));
    }
  };
  for (const [key, value] of Object.entries(body)) append(key, value);
  return form;
}
