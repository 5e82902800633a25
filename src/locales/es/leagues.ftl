# Leagues, tournaments and their news, for Discord and the web pages alike. English is the source.
# Refusals: creating, finding, joining and leaving a competition.
league-squads-not-drafted = Las plantillas de este partido aún no se han elegido en el draft.
league-name-length = Un nombre necesita de 1 a { $most } caracteres.
league-name-characters = Un nombre no puede contener @, #, comillas invertidas ni caracteres de control.
league-points-rule = Los puntos deben ir victoria ≥ empate ≥ derrota, con 1 a 10 por victoria (p. ej., 3-1-0).
league-forfeit-goals = El resultado por incomparecencia debe ser de 1 a 10 goles.
league-no-rulebook = El reglamento de { $game } no da un orden para equipos empatados a puntos: elige fútbol o enfrentamiento directo primero.
league-no-draft = { $game } no tiene draft; una liga de draft se puede jugar con { $drafting }.
league-draft-managers = { $span ->
        [one] Una liga de draft de { $game } tiene { $fewest } mánagers (`managers:` { $fewest }).
        [two] Una liga de draft de { $game } tiene { $fewest } o { $most } mánagers (`managers:` { $fewest } o { $most }).
       *[range] Una liga de draft de { $game } tiene de { $fewest } a { $most } mánagers (`managers:` { $choices }).
    }
league-draft-options = Una liga de draft se crea con las opciones de su draft (`draft:` serpiente o subasta).
league-no-solo = Un partido en solitario de { $game } no tiene rival que poner en una clasificación: quita `solo` para una competición (los resultados en solitario tienen su propia tabla, `/leaderboard`).
league-not-one-against-one = { $span ->
        [one] { $game } se juega entre { $fewest } jugadores, y los partidos de una competición son uno contra uno. Juégalo con `/play`.
       *[range] { $game } se juega entre { $fewest } y { $most } jugadores, y los partidos de una competición son uno contra uno. Juégalo con `/play`.
    }
league-name-taken = Ya hay una competición llamada '{ $name }' en este servidor. Elige otro nombre.
league-is-a-league = '{ $name }' es una liga, no un torneo: usa `/league …` para ella.
league-is-a-tournament = '{ $name }' es un torneo, no una liga: usa `/tournament …` para él.
league-none-here = No hay ninguna competición llamada '{ $name }' aquí, y todavía no hay ninguna: un admin puede crear una con `/league create` o `/tournament create`.
league-unknown = No hay ninguna competición llamada '{ $name }' aquí. Existentes: { $known }.
league-already-in = Ya estás en '{ $name }'.
league-full = '{ $name }' ya tiene sus { $managers } mánagers.
league-join-closed = '{ $name }' ya ha empezado; podrás unirte cuando abra su próxima temporada.
league-leave-started = '{ $name }' ya ha empezado, así que no puedes salir ahora; pídeselo a un admin.
league-not-in = No estás en '{ $name }'.
league-cannot = { $reason }
league-already-started = '{ $name }' ya ha empezado.
league-too-few-members = '{ $name }' necesita al menos { $need } miembros para empezar; tiene { $members }. Los jugadores se unen con `/{ $command } join`.
league-season-not-finished = La temporada { $season } de '{ $name }' aún no ha terminado; se puede abrir una nueva cuando se hayan jugado todos los partidos.
# A fixture's score from the home side.
score-went-through = { $home }–{ $away } ({ $through } pasó de ronda)
score-went-through-forfeit = { $home }–{ $away } ({ $through } pasó de ronda) (por incomparecencia)
score-forfeit = { $home }–{ $away } (por incomparecencia)
# Refusals: fixtures, reports, confirmations, disputes, overrides.
league-not-started = '{ $name }' aún no ha empezado.
league-season-over = La temporada { $season } de '{ $name }' ha terminado.
league-no-fixture-left = Por ahora no te queda ningún partido por jugar en '{ $name }'.
league-next-reported = Tu próximo partido tiene un resultado comunicado pendiente: confírmalo con `/league confirm` o impúgnalo con `/league dispute`.
league-next-overdue = Tu próximo partido superó su plazo; lo decidirá un admin.
league-already-played = Ese partido ya se ha jugado.
league-score-range = Los goles van de 0 a 99.
league-level-tie = Es una eliminatoria y el marcador está empatado: di quién pasó de ronda (`went_through`).
league-next-in-play = Tu próximo partido se está jugando en el bot; su resultado contará solo.
league-next-disputed = El resultado de tu próximo partido está impugnado; lo resolverá un admin.
league-no-report-now = Ese partido no admite un resultado ahora.
league-own-report = Tú comunicaste ese resultado; tu rival tiene que confirmarlo (o impugnarlo).
league-nothing-to-confirm = No hay ningún resultado esperando tu confirmación en '{ $name }'.
league-has-result = Ese partido ya tiene resultado.
league-dispute-reason = Explica brevemente (hasta 300 caracteres) qué falla en el resultado comunicado.
league-no-dispute-now = Ese resultado ya no se puede impugnar.
league-override-reason = Para fijar un resultado hace falta un motivo (hasta 300 caracteres); queda en el registro de auditoría.
league-no-such-fixture = '{ $name }' no tiene el partido #{ $fixture } esta temporada; `/league fixtures` los lista con sus números.
league-override-in-play = Ese partido se está jugando en el bot ahora mismo; deja que termine (o abandónalo) primero.
league-override-too-late = La siguiente ronda de esa eliminatoria ya está sorteada, así que su resultado ya no puede cambiar.
league-override-level-tie = Es una eliminatoria y el marcador está empatado: di si el equipo local pasó de ronda (`home_went_through`).
# Deadline news in a competition's channel.
deadline-report-stands = ⌛ **{ $home }** - **{ $away }** ({ $competition }): se mantiene el { $home_goals }–{ $away_goals } comunicado: no se respondió antes del plazo.
deadline-awarded-home = ⌛ **{ $home }** - **{ $away }** ({ $competition }): { $goals }–0 para { $home }: { $away } no se presentó antes del plazo.
deadline-awarded-away = ⌛ **{ $home }** - **{ $away }** ({ $competition }): 0–{ $goals } para { $away }: { $home } no se presentó antes del plazo.
deadline-missed = ⌛ **{ $home }** - **{ $away }** ({ $competition }, partido #{ $fixture }) superó su plazo; un admin lo decide con `/league override`.
# Where a fixture stands, before it has a score.
fixture-in-play = en juego
fixture-reported = resultado comunicado, pendiente de confirmación
fixture-disputed = impugnado: pendiente de un admin
fixture-overdue = plazo vencido: pendiente de un admin
fixture-one-ready = un equipo listo
fixture-to-play = por jugar
# Knockout rounds, and the headings fixtures are listed under.
round-final = Final
round-semi-finals = Semifinales
round-quarter-finals = Cuartos de final
round-of = { $sides ->
        [16] Octavos de final
        [32] Dieciseisavos de final
       *[other] Ronda de { $sides }
    }
round-numbered = Jornada { $round }
group-title = Grupo { $group }
group-round-title = Grupo { $group } · jornada { $round }
# Which tie-break separated two teams level on points.
tiebreak-above = { $criterion ->
        [goal-difference] { $upper } por delante de { $lower } por diferencia de goles
        [goals-for] { $upper } por delante de { $lower } por goles a favor
        [wins] { $upper } por delante de { $lower } por victorias
        [head-to-head-points] { $upper } por delante de { $lower } por puntos en el enfrentamiento directo
        [head-to-head-goal-difference] { $upper } por delante de { $lower } por diferencia de goles en el enfrentamiento directo
        [head-to-head-goals-for] { $upper } por delante de { $lower } por goles en el enfrentamiento directo
        [buchholz] { $upper } por delante de { $lower } por Buchholz
        [sonneborn-berger] { $upper } por delante de { $lower } por Sonneborn-Berger
        [lots] { $upper } por delante de { $lower } por sorteo
       *[points] { $upper } por delante de { $lower } por puntos
    }
# A knockout tie's score from the upper side.
tie-aggregate = { $home }–{ $away } global
tie-aggregate-through = { $home }–{ $away } global ({ $through } pasa)
tie-through = { $home }–{ $away } ({ $through } pasa)
# One fixture: its number, the sides, the leg, and where it stands.
fixture-line = `{ $id }` { $home } - { $away } — { $state }
fixture-line-second-leg = `{ $id }` { $home } - { $away } (vuelta) — { $state }
fixture-line-decider = `{ $id }` { $home } - { $away } (desempate) — { $state }
fixtures-none = No hay partidos ahí.
# A competition in one line.
summary-round-days = { $days ->
        [one] 1 día por jornada
       *[other] { $days } días por jornada
    }
summary-no-deadlines = sin plazos por jornada
tiebreak-rulebook = el reglamento de { $game }
tiebreak-preset = { $preset ->
        [head-to-head-first] enfrentamiento directo primero
        [swiss] suizo
       *[football] fútbol
    }
summary = { $game } ({ $options }) · { $format } · puntos { $win }-{ $draw }-{ $loss } · desempate: { $tiebreak } · { $deadline }
# A table's column headings (the text table; the picture's too).
column-team = Equipo
column-played = PJ
column-won = G
column-drawn = E
column-lost = P
column-goals-for = GF
column-goals-against = GC
column-goal-difference = DG
column-points = Pts
# News in a competition's channel.
news-next-round = 📣 **{ $competition }**: ya está sorteada la siguiente ronda.
    { $fixtures }
news-champions = 🏆 La temporada { $season } de **{ $competition }** ha terminado: ¡**{ $champion }** es campeón!
news-no-champions = 🏆 La temporada { $season } de **{ $competition }** ha terminado: no hay campeón.
news-league-champions = 🏆 La temporada { $season } de **{ $competition }** ha terminado: ¡**{ $champion }** es campeón!
    Un admin puede abrir la próxima temporada con `/league season new name:{ $competition }`.
news-league-no-champions = 🏆 La temporada { $season } de **{ $competition }** ha terminado: no hay campeón.
    Un admin puede abrir la próxima temporada con `/league season new name:{ $competition }`.
news-lots = El sorteo de la temporada:
    { $lines }
news-result = ⚽ Resultado de **{ $competition }**: { $result }
news-draft-complete = ✅ El draft de **{ $competition }** ha terminado: cada mánager conserva su plantilla durante todo el torneo (mira el tablero del draft). { $count ->
        [one] Se ha programado 1 partido.
       *[other] Se han programado { $count } partidos.
    }
    { $fixtures }
    
    Empieza tu próximo partido con `/{ $command } play`.
# Table and bracket pictures.
column-form = Forma
picture-group-title = { $competition } — Grupo { $group }
picture-season-title = { $competition } — Temporada { $season }
picture-no-teams = Aún no hay equipos
bracket-bye = exento
bracket-to-be-decided = Por decidir
bracket-champions = CAMPEÓN
bracket-empty = Aún no hay rondas sorteadas
league-not-your-fixture = Este partido no es tuyo.
league-gone = Esta competición ya no existe.
# What only competition admins can do.
admins-only-create-league = Solo los admins de competiciones pueden crear una liga: quienes tienen Gestionar servidor, o el rol fijado con `/league admins`.
admins-only-create-tournament = Solo los admins de competiciones pueden crear un torneo: quienes tienen Gestionar servidor, o el rol fijado con `/league admins`.
admins-only-start = Solo los admins de competiciones pueden empezar una competición: quienes tienen Gestionar servidor, o el rol fijado con `/league admins`.
admins-only-new-season = Solo los admins de competiciones pueden abrir una nueva temporada: quienes tienen Gestionar servidor, o el rol fijado con `/league admins`.
admins-only-crest = Solo los admins de competiciones pueden poner el escudo de un miembro: quienes tienen Gestionar servidor, o el rol fijado con `/league admins`.
admins-only-publish = Solo los admins de competiciones pueden publicar las páginas de este servidor: quienes tienen Gestionar servidor, o el rol fijado con `/league admins`.
admins-only-override = Solo los admins de competiciones pueden fijar resultados: quienes tienen Gestionar servidor, o el rol fijado con `/league admins`.
admins-only-log = Solo los admins de competiciones pueden leer el registro de auditoría: quienes tienen Gestionar servidor, o el rol fijado con `/league admins`.
# Creating, joining, leaving, starting; seasons; admin roles.
create-bad-points = '{ $points }' no es una regla de puntos: escribe victoria-empate-derrota, p. ej. 3-1-0.
created-league = 🏟️ Liga **{ $name }** creada: { $summary }.
    Únete con `/league join name:{ $name }`; un admin la empieza con `/league start`.
create-unknown-draft-method = No conozco esa forma de hacer el draft (vuelve a abrir Discord para ver la lista nueva).
create-unknown-format = Esta versión no conoce ese formato; elige uno de la lista.
create-draft-methods = El draft de { $game } se hace por { $ways }.
create-draft-two-methods = El draft de { $game } se hace por { $first } o por { $second }.
created-tournament = 🏆 Torneo **{ $name }** creado: { $summary }.
    Únete con `/tournament join name:{ $name }`; un admin lo empieza con `/tournament start`.
joined = ✅ { $who } se ha unido a **{ $name }** ({ $count ->
        [one] 1 inscrito hasta ahora
       *[other] { $count } inscritos hasta ahora
    }).
left = Has salido de '{ $name }'.
draft-opened-late = El draft aún no estaba abierto: ahora sí, en { $thread }.
started-draft = 📣 **{ $name }** está en marcha: el draft está abierto en { $thread }.
started = 📣 La temporada { $season } de **{ $name }** está en marcha: { $count ->
        [one] 1 partido programado
       *[other] { $count } partidos programados
    } para { $members }.
    { $fixtures }
    
    Mira los tuyos con `/{ $command } fixtures`; empieza tu próximo partido con `/{ $command } play` (arranca cuando los dos equipos lo hayan hecho).
started-sealed = 📣 La temporada { $season } de **{ $name }** está en marcha: { $count ->
        [one] 1 partido programado
       *[other] { $count } partidos programados
    } para { $members }.
    🔒 El sorteo de la temporada está sellado: `{ $seal }` (se revela cuando termine la temporada).
    { $fixtures }
    
    Mira los tuyos con `/{ $command } fixtures`; empieza tu próximo partido con `/{ $command } play` (arranca cuando los dos equipos lo hayan hecho).
season-opened = 🗓️ La temporada { $season } de **{ $name }** está abierta con los mismos { $members } miembros; la clasificación anterior queda archivada. Otros pueden usar `/{ $command } join` hasta que un admin la empiece.
admins-role-set = Los miembros con el rol **{ $role }** ya pueden gestionar competiciones aquí.
admins-role-cleared = Ahora solo quienes tienen Gestionar servidor pueden gestionar competiciones aquí.
# Fixtures, tables, brackets, exports, the audit log, ratings.
fixtures-not-started = '{ $name }' aún no ha empezado, así que no hay partidos.
fixtures-rounds-drawn = { $rounds ->
        [one] '{ $name }' tiene 1 jornada sorteada hasta ahora.
       *[other] '{ $name }' tiene { $rounds } jornadas sorteadas hasta ahora.
    }
fixtures-round = Temporada { $season } de **{ $name }**
    { $fixtures }
    Otras jornadas: `round:` 1–{ $last }.
table-heading = Temporada { $season } de **{ $name }**
table-is-knockout = '{ $name }' es una eliminatoria: mira `/tournament bracket`.
bracket-after-groups = '{ $name }' aún no tiene cuadro: su eliminatoria se sortea cuando termine la fase de grupos; `/tournament table` muestra los grupos.
bracket-not-started = '{ $name }' aún no tiene cuadro: todavía no ha empezado.
bracket-none = '{ $name }' aún no tiene cuadro: no tiene fase eliminatoria; `/tournament table` muestra la clasificación.
bracket-heading = Cuadro de **{ $name }**
export-heading = Temporada { $season } de **{ $name }**: clasificación y resultados.
log-heading = Registro de auditoría de **{ $name }** (lo más reciente primero)
    { $lines }
rating-unknown-game = No conozco ese juego. `/games` lista los juegos.
rating-line = { $place }. **{ $name }** — { $rating } ({ $played ->
        [one] 1 partido
       *[other] { $played } partidos
    })
rating-heading = **Ratings de { $game }** (Elo, todos empiezan en 1500)
    { $lines }
solo-line = { $place }. **{ $name }** — mejor { $best } ({ $scored ->
        [one] 1 gol
       *[other] { $scored } goles
    }) · { $wins } ganados de { $played }
solo-heading = **{ $game } en solitario — { $level }** (mejor diferencia de goles)
    { $lines }
rating-none = Aún no hay partidos de { $game } con rating: los ratings salen de partidos entre dos personas.
rating-none-with-solo = Aún no hay partidos de { $game } con rating: los ratings salen de partidos entre dos personas, y las tablas en solitario de partidos en solitario.
# Reports, confirmations, disputes, overrides.
reported = 📝 { $reporter } comunica un { $mine }–{ $theirs } contra { $opponent } (partido `{ $fixture }`, { $name }). { $opponent }: `/{ $command } confirm` si es correcto, `/{ $command } dispute` si no.
result-confirmed = ✅ Resultado confirmado: { $line }
disputed = ⚠️ El partido `#{ $fixture }` de **{ $name }** está impugnado. Un admin lo resuelve con `/{ $command } override fixture:{ $fixture }`.
result-set = 🛠️ Resultado fijado por { $admin }: { $line } — { $reason }
# Playing a fixture on the bot.
ready-button = Listo
opponent-ready = { $opponent }, tu rival está listo para tu partido `{ $fixture }` de **{ $name }**. Pulsa Listo (o usa `/{ $command } play`) para empezar.
ready-already = Ya estás listo para tu partido `{ $fixture }` de **{ $name }**: falta que { $opponent } pulse Listo.
fixture-being-played = Tu partido ya se está jugando.
fixture-being-played-in = Tu partido ya se está jugando en { $thread }.
kick-off = ⚽ El partido `{ $fixture }` de **{ $name }** empieza en { $thread }.
draft-begins = 📋 El draft de **{ $name }** empieza en { $thread } para { $managers }: las elecciones y las pujas son públicas allí; cada uno conserva su plantilla durante todo el torneo.
# Club crests.
crest-removed-yours = Tu escudo se ha quitado.
crest-removed-member = El escudo de { $member } se ha quitado.
crest-none-yours = Tu club no tiene escudo aquí.
crest-none-member = El club de { $member } no tiene escudo aquí.
crest-not-both = Da una imagen o `remove:True`, no las dos cosas.
crest-attach = Adjunta el escudo como `image:` (PNG, JPEG, WebP o GIF, hasta 512 KiB).
crest-too-big = Ese archivo pesa { $size } KiB; un escudo puede pesar como mucho 512 KiB. No se ha cambiado nada.
crest-not-fetched = No pude descargar ese archivo de Discord: inténtalo de nuevo. No se ha cambiado nada.
crest-unreadable = Esa imagen no puede ser un escudo: { $reason }. No se ha cambiado nada.
crest-error-too-large = el archivo ocupa { $bytes } bytes; un escudo puede ocupar como mucho 512 KiB
crest-error-not-an-image = el archivo no es una imagen que Touchline sepa leer: envía un PNG, JPEG, WebP o GIF
crest-error-unsupported = no se aceptan imágenes { $format }: envía un PNG, JPEG, WebP o GIF
crest-error-too-many-pixels = la imagen es demasiado grande ({ $size }): un escudo puede medir como mucho 4096 × 4096 píxeles
crest-error-too-much-memory = leer la imagen ocuparía demasiada memoria ({ $size }): un escudo puede ocupar como mucho 64 MiB descomprimido
crest-error-broken = no se pudo leer la imagen ({ $why }): puede estar cortada o dañada
crest-error-empty = la imagen está vacía
crest-set-yours = Tu escudo está puesto: aparece aquí en las imágenes de partidos, clasificaciones y cuadros.
crest-set-member = El escudo de { $member } está puesto: aparece aquí en las imágenes de partidos, clasificaciones y cuadros.
# The server's web pages.
publish-on = 🌐 Las páginas de este servidor están publicadas: { $link }
    Clasificaciones, cuadros, perfiles y repeticiones de partidos; un partido aún en juego solo muestra su tablero público.
publish-on-no-address = 🌐 Las páginas de este servidor están publicadas, pero este bot no tiene una dirección web que enlazar: su operador configura `web.listen` o `web.base_url` (o ejecuta `touchline web`).
publish-off = Las páginas de este servidor ahora están ocultas; su dirección se guarda para cuando se vuelvan a publicar.
# Challenges and open tables: refusals.
table-gone = Esta mesa ya no existe.
table-seats = { $game } se juega entre { $fewest } jugadores; esta mesa tendría { $seats } (tú y { $others } más).
table-seats-range = { $game } se juega entre { $fewest } y { $most } jugadores; esta mesa tendría { $seats } (tú y { $others } más).
table-play-yourself = No puedes jugar contra ti. Nombra a otra persona, o quita `opponent` para jugar contra el ordenador.
table-named-twice = Has nombrado al mismo jugador dos veces; nombra a cada rival una vez.
table-only-challenged = Solo el jugador desafiado puede aceptar.
table-only-challenged-many = Solo los jugadores desafiados pueden aceptar.
table-not-yours-to-decline = Este desafío no es tuyo para rechazarlo.
table-host-waits = { $waiting ->
        [one] Tú creaste esta mesa; empieza cuando { $names } acepte.
       *[other] Tú creaste esta mesa; empieza cuando { $names } hayan aceptado todos.
    }
table-answered = Este desafío ya tiene respuesta.
table-is-challenge = Este es un desafío a jugadores concretos; crea el tuyo con `/play`.
table-already-seated = Ya estás en esta mesa.
table-full = Esta mesa está llena o ya ha empezado; crea la tuya con `/play`.
table-not-seated = No estás en esta mesa, o ya ha empezado.
table-only-host-starts = Solo el jugador que abrió la mesa puede empezarla.
table-over = Esta mesa ya ha empezado o se ha cancelado.
table-too-few = { $game } necesita al menos { $fewest } jugadores; { $seated ->
        [one] 1 sentado hasta ahora
       *[other] { $seated } sentados hasta ahora
    }.
table-only-host-cancels = Solo el jugador que creó la mesa puede cancelarla.
# A challenge's or an open table's message and its buttons.
table-button-join = Unirse
table-button-leave = Salir
table-button-start = Empezar
table-button-accept = Aceptar
table-button-decline = Rechazar
table-open = { $host } tiene una mesa de **{ $game }** ({ $options }), para { $most } jugadores: { $count }/{ $most } sentados ({ $seated }). Únete para jugar; { $host } la empieza cuando haya { $most }, o empieza sola al llenarse.
table-open-range = { $host } tiene una mesa de **{ $game }** ({ $options }), para { $fewest } a { $most } jugadores: { $count }/{ $most } sentados ({ $seated }). Únete para jugar; { $host } la empieza cuando haya { $fewest }, o empieza sola al llenarse.
table-challenge = { $invited }, { $host } te desafía a **{ $game }** ({ $options }). ¿Aceptas?
table-seat-order = Asientos: { $seats }
table-accepted-so-far = Aceptado: { $accepted } · esperando a { $waiting }.
table-full-kicking-off = La mesa está llena — empieza el partido…
table-accepted-kicking-off = Desafío aceptado — empieza el partido…
table-declined = Desafío rechazado.
table-declined-by = Desafío rechazado por { $names }.
table-called-off = La mesa se ha cancelado.
table-challenge-called-off = Desafío cancelado.
table-match-on = El partido se juega en { $thread }.
table-cannot-start-here = Este partido no puede empezar aquí. { $reason }
table-try-start-again = El partido no pudo empezar; pulsa Empezar para intentarlo de nuevo.
table-try-accept-again = El partido no pudo empezar; pulsa Aceptar para intentarlo de nuevo.
table-restarted-host-starts = Este partido no empezó antes de que el bot se reiniciara; el anfitrión puede pulsar Empezar para intentarlo de nuevo.
table-restarted-accept = Este partido no empezó antes de que el bot se reiniciara; pulsa Aceptar para intentarlo de nuevo.
rematch-setting-up = Preparando la revancha…
rematch-not-a-player = Solo quienes juegan este partido pueden pedir la revancha.
rematch-still-playing = Este partido todavía se está jugando: la revancha se puede pedir cuando termine.
rematch-not-here = Este partido no se jugó aquí, así que aquí no tiene revancha.
rematch-under-way = La revancha ya está en marcha.
rematch-posted = Revancha: { $thread }.

table-computer-seats = Asientos de la máquina: { $computers }. { $free ->
        [one] Queda un asiento libre para personas.
       *[other] Quedan { $free } asientos libres para personas.
    }

# Pyramids: leagues as divisions, promotion and relegation.
admins-only-division = Solo los admins de competiciones pueden enlazar ligas en una pirámide: quienes tienen Gestionar servidor, o el rol fijado con `/league admins`.
pyramid-places = Entre dos divisiones pueden subir y bajar de 1 a { $most } clubes.
pyramid-leagues-only = Solo las ligas (una clasificación por temporadas) pueden ser divisiones de una pirámide; las copas y las ligas de draft no.
pyramid-same-game = Todas las divisiones de una pirámide juegan al mismo juego: '{ $above }' juega a { $game }.
pyramid-loop = '{ $name }' no puede ir por debajo de '{ $above }': '{ $above }' es la propia '{ $name }' o una de sus divisiones inferiores, y una pirámide no puede cerrarse en círculo.
pyramid-level-taken = '{ $above }' ya tiene una división por debajo ('{ $below }'); una pirámide tiene una liga por nivel.
pyramid-division-too-small = '{ $name }' tiene { $clubs ->
        [one] { $clubs } club
       *[other] { $clubs } clubes
    }, pero las líneas de arriba y de abajo mueven { $needed }. Añade clubes o cambia la línea con `/pyramid link`.
pyramid-not-finished = La próxima temporada de la pirámide se abre cuando hayan terminado todas las divisiones; aún en juego: { $divisions }.
pyramid-not-begun = La próxima temporada de la pirámide se abre cuando hayan terminado todas las divisiones; aún sin empezar: { $divisions }.
pyramid-not-finished-nor-begun = La próxima temporada de la pirámide se abre cuando hayan terminado todas las divisiones; aún en juego: { $divisions }; aún sin empezar: { $waiting }.
pyramid-already-turned = La próxima temporada de '{ $name }' ya se ha abierto.
pyramid-created-below = 🔽 Es la división por debajo de **{ $above }**.
pyramid-whole = '{ $name }' es una división de la pirámide encabezada por '{ $top }': su próxima temporada se abre con la de toda la pirámide.
pyramid-linked = 🔗 **{ $name }** es ahora la división por debajo de **{ $above }**.
    { $pyramid }
pyramid-level = { $level }. { $name }{ $line }
pyramid-line = { $places ->
        [one] {" "}(un club sube y otro baja)
       *[other] {" "}({ $places } suben y { $places } bajan)
    }
pyramid-line-playoff = { $places ->
        [one] {" "}(una promoción a ida y vuelta por la única plaza)
       *[other] {" "}({ $places } suben y { $places } bajan, la última plaza por una promoción a ida y vuelta)
    }
pyramid-none = '{ $name }' es una liga independiente; enlaza ligas en una pirámide con `/pyramid link`.
pyramid-heading = 🔺 Pirámide de **{ $name }**
pyramid-season-open = temporada { $season } abierta ({ $clubs ->
        [one] { $clubs } club
       *[other] { $clubs } clubes
    })
pyramid-season-running = temporada { $season } en juego ({ $clubs ->
        [one] { $clubs } club
       *[other] { $clubs } clubes
    })
pyramid-season-finished = temporada { $season } terminada ({ $clubs ->
        [one] { $clubs } club
       *[other] { $clubs } clubes
    })
pyramid-last-moves = Última temporada: ⬆️ { $up } · ⬇️ { $down }
pyramid-playoffs-first = 🏟️ **{ $name }**: las promociones se juegan antes de la próxima temporada.
    { $ties }
    Vuelve a usar `/league season new` cuando se hayan jugado.
pyramid-playoff-drawn = { $upper } ({ $above }) - { $lower } ({ $below }), a ida y vuelta: se juega con `/tournament play name:{ $cup }`.
pyramid-playoff-waiting = { $upper } ({ $above }) - { $lower } ({ $below }) aún se está jugando en '{ $cup }'.
pyramid-turned = 🔺 **{ $name }**: la temporada { $season } está abierta en todas las divisiones, con los ascensos y descensos hechos. Los admins empiezan cada división con `/league start`.
pyramid-picture-title = Pirámide de { $name }
pyramid-picture-subtitle = Temporada { $season }: ascensos y descensos
pyramid-division-title = División { $level } — { $name }, temporada { $season }
pyramid-up = ⬆ asciende
pyramid-up-playoff = ⬆ asciende por la promoción
pyramid-down = ⬇ desciende
pyramid-down-playoff = ⬇ desciende tras la promoción
pyramid-stay-playoff-won = se mantiene: ganó la promoción
pyramid-stay-playoff-lost = no asciende: perdió la promoción
pyramid-champions = 🏆 campeón

# Kick-off times across time zones.
fixture-kickoff = { $line } · 🕖 { $time }
kickoff-unknown-zone = '{ $zone }' no es una zona horaria que yo conozca. Las zonas horarias tienen nombres como Europe/Berlin o America/New_York; parecidas a lo que escribiste: { $close }.
kickoff-zone-set = 🕖 Tu zona horaria es ahora { $zone }: allí la hora es { $now }. Las horas que propongas se leen en esa zona.
kickoff-bad-time = '{ $time }' no es una hora que pueda leer: escríbela como YYYY-MM-DD HH:MM en tu propia hora, p. ej. 2026-12-05 19:30.
kickoff-skipped-time = { $time } no existe en { $zone }: allí los relojes se saltan esa hora. Elige otra hora.
kickoff-not-scheduled = Tu próximo partido (#{ $fixture }) ya se está jugando o ya tiene un resultado comunicado; no hay hora de inicio que acordar.
kickoff-how-many = Propón de una a { $most } horas de inicio.
kickoff-past = { $time } ya pasó: propón una hora futura.
kickoff-after-deadline = { $time } es posterior al plazo del partido ({ $deadline }): propón una hora anterior.
kickoff-twice = { $time } está propuesta dos veces.
kickoff-none = Nadie ha propuesto todavía una hora de inicio para tu próximo partido (#{ $fixture }): propón horas con `/fixture propose`.
kickoff-own = Las horas del partido #{ $fixture } son tu propia propuesta: tu rival elige una o hace una contrapropuesta.
kickoff-choice = { $count ->
        [one] Hay una hora para elegir (1)
       *[other] Hay { $count } horas para elegir (1 a { $count })
    }, no { $choice }.
kickoff-passed = { $time } ya pasó: propón nuevas horas con `/fixture propose`.
kickoff-changed = La propuesta cambió mientras elegías: mira las nuevas horas y vuelve a elegir.
kickoff-proposed = 🕖 { $proposer } propone una hora de inicio para **{ $competition }** (partido #{ $fixture }) contra { $opponent }:
    { $times }
    { $opponent }: elige una con `/fixture accept name:{ $competition } choice:` (1–{ $count }), o propón otras horas con `/fixture propose`.
kickoff-counter = 🕖 { $proposer } hace una contrapropuesta para **{ $competition }** (partido #{ $fixture }) contra { $opponent }:
    { $times }
    { $opponent }: elige una con `/fixture accept name:{ $competition } choice:` (1–{ $count }), o propón otras horas con `/fixture propose`.
kickoff-proposed-private = Propuestas, leídas en tu zona horaria ({ $zone }): { $times }
kickoff-agreed = ✅ **{ $competition }**, partido #{ $fixture }, { $home } - { $away }: empieza el { $time }. Los dos recibirán un recordatorio una hora antes y a la hora de inicio.
kickoff-hour-before = ⏰ { $home } - { $away } (**{ $competition }**, partido #{ $fixture }) empieza { $relative }, el { $time }. Di que estás listo con `/{ $command } play name:{ $competition }`.
kickoff-now = ⚽ Hora de empezar { $home } - { $away } (**{ $competition }**, partido #{ $fixture }): `/{ $command } play name:{ $competition }`.
kickoff-show = 🕖 Partido #{ $fixture } contra { $opponent }: { $state }
kickoff-show-agreed = hora de inicio acordada: { $time }.
kickoff-show-proposed = { $proposer } propuso: { $times }
kickoff-show-nothing = todavía nadie ha propuesto una hora de inicio.

# Breaks and extensions.
admins-only-extend = Solo los admins de competiciones pueden ampliar un plazo: quienes tienen Gestionar servidor, o el rol fijado con `/league admins`.
break-bad-date = '{ $date }' no es una fecha que pueda leer: escribe el último día de tu pausa como YYYY-MM-DD, p. ej. 2026-12-24.
break-past = { $date } ya pasó: indica el último día de tu pausa, hoy o más adelante.
break-too-long = '{ $competition }' permite { $allowed } días de pausa por temporada y ya has usado { $used }: una pausa de { $days ->
        [one] 1 día
       *[other] { $days } días
    } es demasiado larga allí. Tómate una más corta, o pide a un admin que amplíe el plazo de un partido con `/league extend`.
break-changed = Uno de tus plazos cambió mientras se registraba tu pausa; vuelve a tomarla, por favor.
break-taken = 🏖️ Estás ausente hasta el { $until } ({ $days ->
        [one] 1 día
       *[other] { $days } días
    }). Estos plazos se han movido:
    { $moved }
break-taken-none = 🏖️ Estás ausente hasta el { $until }. Ninguno de tus plazos cae en la pausa, así que no se ha movido ninguno.
break-moved = { $competition }, partido #{ $fixture }: ahora { $deadline }
extend-days = Amplía un plazo de 1 a { $most } días.
extend-reason = Di el motivo en 1 a { $most } caracteres; queda en el registro de auditoría.
extend-unknown-fixture = El partido #{ $fixture } no es uno de los partidos de esta temporada en '{ $name }': los números están en `/league fixtures`.
extend-settled = El partido #{ $fixture } ya se ha jugado o se está jugando: su plazo ya no importa.
extend-no-deadline = El partido #{ $fixture } no tiene plazo: '{ $name }' no tiene plazos por jornada.
extended = ⏳ { $admin } ha dado { $days ->
        [one] un día más
       *[other] { $days } días más
    } al partido #{ $fixture } de **{ $name }**: su plazo es ahora { $deadline }. Motivo: { $reason }

# Deputies.
deputy-self = No puedes ser tu propio suplente: nombra a otra persona del servidor.
deputy-not-on-server = { $deputy } no puede ser suplente: nombra a una persona de este servidor, no a un bot.
deputy-plays-here = { $deputy } también juega en '{ $name }', así que se enfrentaría a tus rivales por ti y a los suyos por sí mismo: nombra a alguien que no juegue en ella.
deputy-taken = { $deputy } ya es suplente de { $other } en '{ $name }': un suplente sustituye a un solo miembro de una competición.
deputy-member-here = { $member } no está ausente, así que juega sus propios partidos; un suplente solo juega mientras el miembro está ausente (`/profile away`).
deputy-named = 🤝 { $deputy } es tu suplente en **{ $name }**: mientras estés ausente (`/profile away`), jugará allí tus partidos y los resultados contarán para ti.
deputy-cleared = Ya no tienes suplente en **{ $name }**.

# Pings.
pings-thread = una mención en el hilo del partido
pings-dm = un mensaje directo (sin mención en el hilo)
pings-set = 🔔 Cómo te aviso de que te toca: { $how }, a cualquier hora.
pings-set-never = 🔕 Nadie te avisa cuando te toca; tus elecciones privadas siguen llegando por mensaje directo.
pings-set-quiet = 🔔 Cómo te aviso de que te toca: { $how }. Horas de silencio { $from }–{ $to } ({ $zone }): los recordatorios esperan a que terminen, salvo que tu tiempo fuera a agotarse antes.
pings-bad-time = '{ $time }' no es una hora del día: escríbela como HH:MM, p. ej. 22:30.
pings-quiet-both = Indica los dos extremos de tus horas de silencio (`quiet_from` y `quiet_to`), o ninguno para no tenerlas.
pings-quiet-empty = Las horas de silencio necesitan un inicio y un final distintos.

# The match of the round.
match-of-the-round = ⭐ Partido de la jornada { $round } en **{ $competition }**: { $home } ({ $home_place }.º) - { $away } ({ $away_place }.º), partido #{ $fixture }. Síguelo desde su primer tablero cuando empiece (`/{ $command } play`).
break-already = Ya estás ausente hasta { $until }: indica un último día posterior para alargar tu pausa.
pyramid-too-deep = Una pirámide tiene como mucho { $most } divisiones.
pyramid-too-small-at-end = '{ $name }' terminó con { $clubs } clubes, pero las líneas de arriba y de abajo mueven { $needed }: cambia la línea con `/pyramid link` y luego abre la próxima temporada.

# /league odds: el pronóstico de la temporada.
odds-heading = **{ $name }** temporada { $season }: probabilidades al final de la temporada, de { $seasons } simulaciones de los { $left } partidos que faltan
odds-explained = -# Cada partido que falta se juega muchas veces según las puntuaciones de los clubes, con empates tan frecuentes como en esta temporada; luego la tabla se ordena como la real.
odds-column-title = Título
odds-column-up = Sube
odds-column-playoff = Promoción
odds-column-down = Baja
odds-column-points = Pts
odds-champion = A { $club } ya no lo alcanzan en puntos.
odds-out = Fuera de la lucha por el primer puesto: { $clubs }.
odds-needs = { $club } es campeón con { $wins ->
        [one] una victoria
       *[other] { $wins } victorias
    } en { $left ->
        [one] su último partido
       *[other] sus últimos { $left } partidos
    }, pase lo que pase en los demás.
odds-league-only = '{ $name }' no tiene una sola tabla de liga que pronosticar (las probabilidades de una copa son las de su cuadro).
odds-finished = La temporada de '{ $name }' terminó: la tabla es definitiva.
chances-shown = Las probabilidades de ganar se muestran en los partidos de '{ $name }' desde su próxima imagen: una línea en el hilo tras cada gran vuelco, y los momentos clave al final.
chances-hidden = Las probabilidades de ganar ya no se muestran en los partidos de '{ $name }' (las ya calculadas siguen en las páginas de los partidos).
admins-only-chances = Solo los admins de competiciones pueden mostrar u ocultar las probabilidades de ganar: quienes tienen Gestionar servidor, o el rol fijado con `/league admins`.
