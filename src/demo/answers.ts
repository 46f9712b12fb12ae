/** Answers the demo backend gives for any path: Django REST framework's 404 and a 500, with a JSON `detail`. */
export const NOT_FOUND_DETAIL = 'Pas trouvé.';
export const SERVER_ERROR_DETAIL = 'Erreur interne du serveur de démonstration.';

export const notFoundResponse = (): Response => Response.json({ detail: NOT_FOUND_DETAIL }, { status: 404 });
export const serverErrorResponse = (): Response => Response.json({ detail: SERVER_ERROR_DETAIL }, { status: 500 });
