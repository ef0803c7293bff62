/**
 * A refusal of the content API, answered in WordPress's error shape (`{ code, message, data: { status } }`,
 * content.contract wpErrorSchema) with an Italian message, so WordPress clients read it as they read WordPress.
 */
export class ContentError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
    readonly params?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ContentError';
  }

  static invalidParam(name: string): ContentError {
    return new ContentError('rest_invalid_param', `Parametro non valido: ${name}.`, 400, {
      [name]: `Il valore di ${name} non è valido.`,
    });
  }

  static pageOutOfRange(): ContentError {
    return new ContentError(
      'rest_post_invalid_page_number',
      'Il numero di pagina richiesto supera il numero di pagine disponibili.',
      400,
    );
  }

  static noRoute(): ContentError {
    return new ContentError('rest_no_route', 'Nessun percorso corrisponde all’indirizzo richiesto.', 404);
  }

  static notFound(message = 'Contenuto non trovato.'): ContentError {
    return new ContentError('rest_not_found', message, 404);
  }

  toJSON(): { code: string; message: string; data: { status: number; params?: Record<string, string> } } {
    return {
      code: this.code,
      message: this.message,
      data: { status: this.status, ...(this.params ? { params: this.params } : {}) },
    };
  }
}
