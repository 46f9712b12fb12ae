/** Short sounds for scan results, made with WebAudio (no sound file to download). */
let context: AudioContext | null = null;

type Tone = 'ok' | 'error';

const TONES: Record<Tone, { frequency: number; duration: number; repeat: number }> = {
  ok: { frequency: 1320, duration: 0.09, repeat: 1 },
  error: { frequency: 330, duration: 0.12, repeat: 2 },
};

/** Plays the tone; silent where the browser has no WebAudio or refuses to play. */
export function beep(tone: Tone): void {
  const AudioContextClass = typeof window === 'undefined' ? undefined : window.AudioContext;
  if (!AudioContextClass) return;
  try {
    context ??= new AudioContextClass();
    const { frequency, duration, repeat } = TONES[tone];
    for (let index = 0; index < repeat; index += 1) {
      const start = context.currentTime + index * (duration + 0.05);
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.type = 'square';
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0.08, start);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + duration);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(start);
      oscillator.stop(start + duration);
    }
  } catch {
    // No sound is no loss: the visual cue says the same.
  }
}
