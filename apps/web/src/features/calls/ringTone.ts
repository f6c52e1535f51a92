/**
 * A ring tone made with WebAudio (no file to fetch): two short tones every two seconds until stopped.
 * Browsers may keep it silent until the page has had a click; the dialog still shows.
 */
export function startRingTone(): () => void {
  if (typeof AudioContext === 'undefined') return () => {};
  const ctx = new AudioContext();
  const beep = (at: number, frequency: number) => {
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.15, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.35);
    osc.connect(gain).connect(ctx.destination);
    osc.start(at);
    osc.stop(at + 0.4);
  };
  const ring = () => {
    const now = ctx.currentTime;
    beep(now, 880);
    beep(now + 0.45, 660);
  };
  ring();
  const timer = setInterval(ring, 2_000);
  return () => {
    clearInterval(timer);
    void ctx.close();
  };
}
