/** Shown for the moment between a vanished chunk and the reload it triggers (DEPLOY-1). */
export function ChunkReloading() {
  return (
    <p role="status" data-testid="chunk-reloading">
      Le site vient d'être mis à jour, nous rechargeons la page…
    </p>
  );
}
