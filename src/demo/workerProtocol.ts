/** Messages between the page and the demo backend's worker (see largeSeedWorker.ts and workerBackend.ts). */
export type WorkerRequest =
  /** The page's token-signing secret (signingSecret.ts): its sessions are the worker's too. Sent first. */
  | { kind: 'signing-secret'; secret: string }
  | { kind: 'http'; id: number; method: string; url: string; headers: [string, string][]; body: ArrayBuffer | null }
  | { kind: 'chat-open'; id: number }
  | { kind: 'chat-frame'; id: number; data: string }
  | { kind: 'chat-close'; id: number };

export type WorkerAnswer =
  | { kind: 'http'; id: number; status: number; statusText: string; headers: [string, string][]; body: ArrayBuffer }
  | { kind: 'chat-frame'; id: number; data: string };
