let shared: AudioContext | null = null;

function context(): AudioContext | null {
  if (typeof AudioContext === 'undefined') return null;
  shared ??= new AudioContext();
  if (shared.state === 'suspended') void shared.resume();
  return shared;
}

/**
 * Reports how loud a stream's audio is (0–1, the RMS of the waveform) ten times a second until the
 * returned function is called. A stream without audio reports nothing.
 */
export function watchAudioLevel(stream: MediaStream, onLevel: (level: number) => void): () => void {
  const ctx = context();
  if (!ctx || stream.getAudioTracks().length === 0) return () => {};
  const source = ctx.createMediaStreamSource(stream);
  const analyser = ctx.createAnalyser();
  analyser.fftSize = 512;
  source.connect(analyser);
  const samples = new Float32Array(analyser.fftSize);
  const timer = setInterval(() => {
    analyser.getFloatTimeDomainData(samples);
    let sum = 0;
    for (const value of samples) sum += value * value;
    onLevel(Math.min(1, Math.sqrt(sum / samples.length) * 4));
  }, 100);
  return () => {
    clearInterval(timer);
    source.disconnect();
  };
}
