// The sound of a finished timer: short beeps from Web Audio (no sound file to download).
// Browsers allow sound only after the person has touched the page; a kitchen tablet in use
// has been, and where it has not the timer still flashes on screen.
let context: AudioContext | null = null;

export function beep(): void {
  try {
    context ??= new AudioContext();
    if (context.state === 'suspended') void context.resume();
    const start = context.currentTime;
    for (const offset of [0, 0.25, 0.5]) {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.frequency.value = 880;
      gain.gain.setValueAtTime(0.25, start + offset);
      gain.gain.exponentialRampToValueAtTime(0.001, start + offset + 0.2);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(start + offset);
      oscillator.stop(start + offset + 0.2);
    }
  } catch {
    // No audio on this device: the ringing banner is still shown.
  }
}
