# Palabras propias de Touchline que puede recibir cualquier comando o clic: disculpas y
# negativas comunes a todos los comandos.

apology-database = La base de datos no está disponible por un momento (puede que se esté reiniciando). Vuelve a intentarlo en unos segundos: todo lo guardado antes se conserva.
apology-internal = Lo siento, algo ha fallado por mi parte. Vuelve a intentarlo.
stopping = Touchline se está reiniciando. No se ha perdido nada de lo que hiciste: vuelve a intentarlo en un minuto.
command-outdated = No he podido leer ese comando: puede que tu Discord muestre una versión antigua. Recarga Discord (Ctrl+R, o vuelve a abrir la app) e inténtalo de nuevo; `/juegos` muestra a qué puedes jugar.
command-unreadable-input = No he podido leer `{ $input }` para `/{ $command }`.
command-unreadable = No he podido leer lo que se envió con `/{ $command }`.
control-invalid = Este control ya no es válido. Usa `/partido tablero` en el hilo del partido para tener controles nuevos.
