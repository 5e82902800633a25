# Comandos de barra de Touchline: español.

# /juegos
cmd-games = juegos
cmd-games-desc = Los juegos que se pueden jugar aquí.

# /reglas
cmd-rules = reglas
cmd-rules-desc = Cómo se juega un juego, y sus opciones.
cmd-rules-opt-game = juego
cmd-rules-opt-game-desc = Qué juego

# /jugar
cmd-play = jugar
cmd-play-desc = Empieza un partido: contra quienes nombres, en una mesa abierta o contra la máquina.
cmd-play-opt-game = juego
cmd-play-opt-game-desc = Qué juego
cmd-play-opt-opponent = rival
cmd-play-opt-opponent-desc = Contra quién jugar; déjalo vacío para jugar contra la máquina
cmd-play-opt-opponent2 = rival2
cmd-play-opt-opponent2-desc = Otro jugador, para juegos de 3 o más
cmd-play-opt-opponent3 = rival3
cmd-play-opt-opponent3-desc = Otro jugador, para juegos de 4 o más
cmd-play-opt-opponent4 = rival4
cmd-play-opt-opponent4-desc = Otro jugador, para juegos de 5 o más
cmd-play-opt-opponent5 = rival5
cmd-play-opt-opponent5-desc = Otro jugador, para juegos de 6 o más
cmd-play-opt-open = abierta
cmd-play-opt-open-desc = Abre una mesa a la que cualquiera puede unirse, en vez de nombrar rivales
cmd-play-opt-result_needed = sin_empate
cmd-play-opt-result_needed-desc = Eliminatoria de copa: sin empates (prórroga y penaltis)
cmd-play-opt-timer = reloj
cmd-play-opt-timer-desc = Tiempo por jugada
cmd-play-opt-on_timeout = tiempo_agotado
cmd-play-opt-on_timeout-desc = Qué pasa cuando a un jugador se le acaba el tiempo
cmd-play-opt-level = nivel
cmd-play-opt-level-desc = Nivel de juego de la máquina: contra ti, o en sus asientos de una mesa abierta
cmd-play-opt-computers = máquinas
cmd-play-opt-computers-desc = Asientos reservados para la máquina en una mesa abierta (juega al `nivel` elegido)

# /partido
cmd-match = partido
cmd-match-desc = El partido de este hilo.

# /partido estado
cmd-match-status = estado
cmd-match-status-desc = Cómo va el partido y a quién le toca mover (solo lo ves tú).

# /partido tablero
cmd-match-board = tablero
cmd-match-board-desc = Vuelve a publicar el tablero actual.

# /partido abandonar
cmd-match-resign = abandonar
cmd-match-resign-desc = Abandona el partido de este hilo.

# /partido repetición
cmd-match-replay = repetición
cmd-match-replay-desc = Repite un partido terminado: tablero final y sello de juego limpio, y un GIF animado si lo pides.
cmd-match-replay-opt-match = partido
cmd-match-replay-opt-match-desc = El número del partido (déjalo vacío en el hilo de un partido)
cmd-match-replay-opt-gif = gif
cmd-match-replay-opt-gif-desc = Adjunta un GIF animado de todo el partido

# /liga
cmd-league = liga
cmd-league-desc = Ligas: tabla por temporadas.

# /liga crear
cmd-league-create = crear
cmd-league-create-desc = Crea una liga (admins).
cmd-league-create-opt-game = juego
cmd-league-create-opt-game-desc = Qué juego
cmd-league-create-opt-name = nombre
cmd-league-create-opt-name-desc = Nombre de la liga
cmd-league-create-opt-legs = vueltas
cmd-league-create-opt-legs-desc = Vueltas: 1 = solo ida, 2 = ida y vuelta (por defecto 2)
cmd-league-create-opt-points = puntos
cmd-league-create-opt-points-desc = Puntos por G-E-P (por defecto 3-1-0)
cmd-league-create-opt-tiebreak = desempate
cmd-league-create-opt-tiebreak-desc = Cómo desempatar a igualdad de puntos (por defecto: fútbol)
cmd-league-create-opt-timer = reloj
cmd-league-create-opt-timer-desc = Tiempo por jugada
cmd-league-create-opt-on_timeout = sin_tiempo
cmd-league-create-opt-on_timeout-desc = Si a un jugador se le acaba el tiempo
cmd-league-create-opt-deadline_days = dias_de_plazo
cmd-league-create-opt-deadline_days-desc = Días por jornada (por defecto: sin plazos)
cmd-league-create-opt-missed_deadline = plazo_vencido
cmd-league-create-opt-missed_deadline-desc = Qué pasa si vence el plazo
cmd-league-create-opt-forfeit_score = incomparecencia
cmd-league-create-opt-forfeit_score-desc = Goles por no presentarse (por defecto 3: 3–0)
cmd-league-create-opt-division_of = liga_superior
cmd-league-create-opt-division_of-desc = La liga de arriba (pirámide)

# /liga unirse
cmd-league-join = unirse
cmd-league-join-desc = Únete a una competición no iniciada.
cmd-league-join-opt-name = nombre
cmd-league-join-opt-name-desc = La competición

# /liga salir
cmd-league-leave = salir
cmd-league-leave-desc = Sal de una competición no iniciada.
cmd-league-leave-opt-name = nombre
cmd-league-leave-opt-name-desc = La competición

# /liga iniciar
cmd-league-start = iniciar
cmd-league-start-desc = Sortea el calendario e inicia (admins).
cmd-league-start-opt-name = nombre
cmd-league-start-opt-name-desc = La competición

# /liga tabla
cmd-league-table = tabla
cmd-league-table-desc = La tabla, como imagen y en texto.
cmd-league-table-opt-name = nombre
cmd-league-table-opt-name-desc = La competición

# /liga calendario
cmd-league-fixtures = calendario
cmd-league-fixtures-desc = Los partidos, jornada a jornada.
cmd-league-fixtures-opt-name = nombre
cmd-league-fixtures-opt-name-desc = La competición
cmd-league-fixtures-opt-round = jornada
cmd-league-fixtures-opt-round-desc = Qué jornada (por defecto: la actual)

# /liga jugar
cmd-league-play = jugar
cmd-league-play-desc = Juega tu próximo partido cuando ambos estén listos.
cmd-league-play-opt-name = nombre
cmd-league-play-opt-name-desc = La competición

# /liga informar
cmd-league-report = informar
cmd-league-report-desc = Informa un resultado jugado fuera del bot.
cmd-league-report-opt-name = nombre
cmd-league-report-opt-name-desc = La competición
cmd-league-report-opt-my_goals = mis_goles
cmd-league-report-opt-my_goals-desc = Tus goles
cmd-league-report-opt-their_goals = goles_rival
cmd-league-report-opt-their_goals-desc = Los goles de tu rival
cmd-league-report-opt-went_through = clasificado
cmd-league-report-opt-went_through-desc = Eliminatoria empatada: ¿te clasificaste?

# /liga confirmar
cmd-league-confirm = confirmar
cmd-league-confirm-desc = Confirma el resultado de tu rival.
cmd-league-confirm-opt-name = nombre
cmd-league-confirm-opt-name-desc = La competición

# /liga impugnar
cmd-league-dispute = impugnar
cmd-league-dispute-desc = Impugna el resultado de tu rival.
cmd-league-dispute-opt-name = nombre
cmd-league-dispute-opt-name-desc = La competición
cmd-league-dispute-opt-reason = motivo
cmd-league-dispute-opt-reason-desc = Qué falla en el resultado informado

# /liga corregir
cmd-league-override = corregir
cmd-league-override-desc = Fija un resultado, con motivo (admins).
cmd-league-override-opt-name = nombre
cmd-league-override-opt-name-desc = La competición
cmd-league-override-opt-fixture = partido
cmd-league-override-opt-fixture-desc = Número del partido (de /liga calendario)
cmd-league-override-opt-home_goals = goles_local
cmd-league-override-opt-home_goals-desc = Goles en casa
cmd-league-override-opt-away_goals = goles_fuera
cmd-league-override-opt-away_goals-desc = Goles fuera
cmd-league-override-opt-reason = motivo
cmd-league-override-opt-reason-desc = Por qué (queda registrado)
cmd-league-override-opt-home_went_through = local_clasificado
cmd-league-override-opt-home_went_through-desc = Eliminatoria empatada: ¿se clasificó el local?

# /liga exportar
cmd-league-export = exportar
cmd-league-export-desc = La tabla y todos los resultados, en CSV.
cmd-league-export-opt-name = nombre
cmd-league-export-opt-name-desc = La competición

# /liga temporada
cmd-league-season = temporada
cmd-league-season-desc = Temporadas de liga.

# /liga temporada nueva
cmd-league-season-new = nueva
cmd-league-season-new-desc = Abre la próxima temporada al acabar esta (admins).
cmd-league-season-new-opt-name = nombre
cmd-league-season-new-opt-name-desc = La liga

# /liga admins
cmd-league-admins = admins
cmd-league-admins-desc = El rol que organiza competiciones aquí.
cmd-league-admins-opt-role = rol
cmd-league-admins-opt-role-desc = El rol; vacío para quitarlo

# /liga registro
cmd-league-log = registro
cmd-league-log-desc = El registro (admins).
cmd-league-log-opt-name = nombre
cmd-league-log-opt-name-desc = La competición

# /liga publicar
cmd-league-publish = publicar
cmd-league-publish-desc = Muestra u oculta las páginas web del servidor (admins).
cmd-league-publish-opt-state = estado
cmd-league-publish-opt-state-desc = activado: publica; desactivado: oculta

# /liga escudo
cmd-league-crest = escudo
cmd-league-crest-desc = El escudo de un miembro (admins).
cmd-league-crest-opt-member = miembro
cmd-league-crest-opt-member-desc = El miembro
cmd-league-crest-opt-image = imagen
cmd-league-crest-opt-image-desc = La imagen (PNG, JPEG, WebP o GIF, hasta 512 KiB)
cmd-league-crest-opt-remove = quitar
cmd-league-crest-opt-remove-desc = Quitar su escudo

# /torneo
cmd-tournament = torneo
cmd-tournament-desc = Copas: eliminatorias, suizo o grupos y eliminatorias.

# /torneo crear
cmd-tournament-create = crear
cmd-tournament-create-desc = Crea un torneo (admins).
cmd-tournament-create-opt-game = juego
cmd-tournament-create-opt-game-desc = Qué juego
cmd-tournament-create-opt-name = nombre
cmd-tournament-create-opt-name-desc = Nombre del torneo
cmd-tournament-create-opt-format = formato
cmd-tournament-create-opt-format-desc = Eliminatorias, suizo o grupos y eliminatorias
cmd-tournament-create-opt-legs = partidos
cmd-tournament-create-opt-legs-desc = Eliminatorias: 1 o 2 partidos (por defecto 1)
cmd-tournament-create-opt-groups = grupos
cmd-tournament-create-opt-groups-desc = Fase de grupos: cuántos grupos (por defecto 2)
cmd-tournament-create-opt-qualifiers = clasificados
cmd-tournament-create-opt-qualifiers-desc = Fase de grupos: cuántos se clasifican por grupo (por defecto 2)
cmd-tournament-create-opt-rounds = rondas
cmd-tournament-create-opt-rounds-desc = Suizo: cuántas rondas (por defecto: hasta haber un ganador)
cmd-tournament-create-opt-timer = reloj
cmd-tournament-create-opt-timer-desc = Tiempo por jugada
cmd-tournament-create-opt-on_timeout = sin_tiempo
cmd-tournament-create-opt-on_timeout-desc = Si a un jugador se le acaba el tiempo
cmd-tournament-create-opt-deadline_days = dias_de_plazo
cmd-tournament-create-opt-deadline_days-desc = Días por jornada (por defecto: sin plazos)
cmd-tournament-create-opt-managers = técnicos
cmd-tournament-create-opt-managers-desc = Liga draft: cuántos técnicos eligen y juegan (por defecto: los que admita el draft)
cmd-tournament-create-opt-draft = draft
cmd-tournament-create-opt-draft-desc = Liga draft: cómo se reparten los jugadores

# /torneo unirse
cmd-tournament-join = unirse
cmd-tournament-join-desc = Únete a una competición no iniciada.
cmd-tournament-join-opt-name = nombre
cmd-tournament-join-opt-name-desc = La competición

# /torneo salir
cmd-tournament-leave = salir
cmd-tournament-leave-desc = Sal de una competición no iniciada.
cmd-tournament-leave-opt-name = nombre
cmd-tournament-leave-opt-name-desc = La competición

# /torneo iniciar
cmd-tournament-start = iniciar
cmd-tournament-start-desc = Sortea el calendario e inicia (admins).
cmd-tournament-start-opt-name = nombre
cmd-tournament-start-opt-name-desc = La competición

# /torneo cuadro
cmd-tournament-bracket = cuadro
cmd-tournament-bracket-desc = El cuadro eliminatorio, en imagen.
cmd-tournament-bracket-opt-name = nombre
cmd-tournament-bracket-opt-name-desc = El torneo

# /torneo tabla
cmd-tournament-table = tabla
cmd-tournament-table-desc = La tabla, como imagen y en texto.
cmd-tournament-table-opt-name = nombre
cmd-tournament-table-opt-name-desc = La competición

# /torneo calendario
cmd-tournament-fixtures = calendario
cmd-tournament-fixtures-desc = Los partidos, jornada a jornada.
cmd-tournament-fixtures-opt-name = nombre
cmd-tournament-fixtures-opt-name-desc = La competición
cmd-tournament-fixtures-opt-round = jornada
cmd-tournament-fixtures-opt-round-desc = Qué jornada (por defecto: la actual)

# /torneo jugar
cmd-tournament-play = jugar
cmd-tournament-play-desc = Juega tu próximo partido: empieza en un hilo cuando ambos estén listos.
cmd-tournament-play-opt-name = nombre
cmd-tournament-play-opt-name-desc = La competición

# /torneo informar
cmd-tournament-report = informar
cmd-tournament-report-desc = Informa el resultado de tu próximo partido jugado fuera del bot; tu rival lo confirma.
cmd-tournament-report-opt-name = nombre
cmd-tournament-report-opt-name-desc = La competición
cmd-tournament-report-opt-my_goals = mis_goles
cmd-tournament-report-opt-my_goals-desc = Tus goles
cmd-tournament-report-opt-their_goals = goles_rival
cmd-tournament-report-opt-their_goals-desc = Los goles de tu rival
cmd-tournament-report-opt-went_through = clasificado
cmd-tournament-report-opt-went_through-desc = Eliminatoria empatada: ¿te clasificaste?

# /torneo confirmar
cmd-tournament-confirm = confirmar
cmd-tournament-confirm-desc = Confirma el resultado de tu rival.
cmd-tournament-confirm-opt-name = nombre
cmd-tournament-confirm-opt-name-desc = La competición

# /torneo impugnar
cmd-tournament-dispute = impugnar
cmd-tournament-dispute-desc = Impugna el resultado de tu rival; un admin lo resolverá.
cmd-tournament-dispute-opt-name = nombre
cmd-tournament-dispute-opt-name-desc = La competición
cmd-tournament-dispute-opt-reason = motivo
cmd-tournament-dispute-opt-reason-desc = Qué falla en el resultado informado

# /torneo corregir
cmd-tournament-override = corregir
cmd-tournament-override-desc = Fija el resultado de un partido y sustituye el previo; el motivo se registra (admins).
cmd-tournament-override-opt-name = nombre
cmd-tournament-override-opt-name-desc = La competición
cmd-tournament-override-opt-fixture = partido
cmd-tournament-override-opt-fixture-desc = Número del partido (de /torneo calendario)
cmd-tournament-override-opt-home_goals = goles_local
cmd-tournament-override-opt-home_goals-desc = Goles en casa
cmd-tournament-override-opt-away_goals = goles_fuera
cmd-tournament-override-opt-away_goals-desc = Goles fuera
cmd-tournament-override-opt-reason = motivo
cmd-tournament-override-opt-reason-desc = Por qué (queda registrado)
cmd-tournament-override-opt-home_went_through = local_clasificado
cmd-tournament-override-opt-home_went_through-desc = Eliminatoria empatada: ¿se clasificó el local?

# /torneo exportar
cmd-tournament-export = exportar
cmd-tournament-export-desc = La tabla y todos los resultados, en CSV.
cmd-tournament-export-opt-name = nombre
cmd-tournament-export-opt-name-desc = La competición

# /ranking
cmd-rating = ranking
cmd-rating-desc = Rankings.

# /ranking mejores
cmd-rating-leaderboard = mejores
cmd-rating-leaderboard-desc = Los jugadores mejor valorados de un juego (Elo, de cada resultado entre dos personas).
cmd-rating-leaderboard-opt-game = juego
cmd-rating-leaderboard-opt-game-desc = Qué juego

# /club
cmd-club = club
cmd-club-desc = Tu club.

# /club escudo
cmd-club-crest = escudo
cmd-club-crest-desc = Pon el escudo de tu club en este servidor (PNG, JPEG, WebP o GIF, hasta 512 KiB), o quítalo.
cmd-club-crest-opt-image = imagen
cmd-club-crest-opt-image-desc = La imagen (PNG, JPEG, WebP o GIF, hasta 512 KiB)
cmd-club-crest-opt-remove = quitar
cmd-club-crest-opt-remove-desc = Quitar tu escudo en su lugar

# Opciones de juego (parámetros añadidos al arrancar; solo nombres)
opt-format = formato
opt-advanced = avanzadas
opt-window = ventana
opt-variant = variante
opt-penalties = penaltis
opt-variations = variaciones
opt-solo = solitario
opt-rounds = rondas
opt-game_rounds = rondas_juego
opt-game_format = formato_juego

# Opciones de elección
choice-standard-a-day-a-move = estándar (un día por jugada)
choice-casual-15-minutes-a-move = casual (15 minutos por jugada)
choice-easy = fácil
choice-normal = normal
choice-hard = difícil
choice-the-computer-moves = mueve la máquina
choice-forfeit-the-match = pierde el partido por incomparecencia
choice-football-gd-goals-head-to-head = fútbol (diferencia de goles, goles, enfrentamiento directo)
choice-head-to-head-first-uefa = primero enfrentamiento directo (UEFA)
choice-the-game-s-rulebook = el reglamento del juego
choice-knockout = eliminatorias
choice-swiss = suizo
choice-groups-then-knockout = grupos y eliminatorias
choice-draft-league = liga draft
choice-ladder = escalera
choice-forfeit-against-the-side-that-did-not-turn-up = derrota por incomparecencia para quien no se presentó
choice-an-admin-decides = decide un administrador
choice-on = activado
choice-off = desactivado

cmd-server = servidor
cmd-server-desc = Los ajustes de este servidor.
cmd-server-language = idioma
cmd-server-language-desc = El idioma de los hilos de partido, las imágenes y las novedades de aquí (admins).
cmd-server-language-opt-language = idioma
cmd-server-language-opt-language-desc = Un idioma (en, es, pt-BR, fr, de), o discord para seguir el del propio servidor
cmd-server-chances = probabilidades
cmd-server-chances-desc = Muestra u oculta las probabilidades de ganar en los partidos de una competición (admins).
cmd-server-chances-opt-name = nombre
cmd-server-chances-opt-name-desc = La liga o el torneo
cmd-server-chances-opt-show = mostrar
cmd-server-chances-opt-show-desc = Verdadero para mostrarlas, falso para ocultarlas

# /pirámide
cmd-pyramid = pirámide
cmd-pyramid-desc = Pirámides: ligas como divisiones, con ascensos y descensos.

# /pirámide enlazar
cmd-pyramid-link = enlazar
cmd-pyramid-link-desc = Pon una liga bajo otra como su división inferior (admins).
cmd-pyramid-link-opt-name = nombre
cmd-pyramid-link-opt-name-desc = La liga que enlazar
cmd-pyramid-link-opt-division_of = liga_superior
cmd-pyramid-link-opt-division_of-desc = La liga una división por encima
cmd-pyramid-link-opt-promotion = ascensos
cmd-pyramid-link-opt-promotion-desc = Clubes que suben y bajan entre ambas cada temporada (por defecto 2)
cmd-pyramid-link-opt-playoff = promoción
cmd-pyramid-link-opt-playoff-desc = La última de esas plazas se decide en una promoción a ida y vuelta

# /pirámide ver
cmd-pyramid-show = ver
cmd-pyramid-show-desc = La pirámide de una liga: sus divisiones, cómo va cada temporada y los últimos movimientos.
cmd-pyramid-show-opt-name = nombre
cmd-pyramid-show-opt-name-desc = Cualquier liga de la pirámide

# /perfil
cmd-profile = perfil
cmd-profile-desc = Tus propios ajustes: tu zona horaria, una pausa, cómo te aviso.

# /perfil zona_horaria
cmd-profile-timezone = zona_horaria
cmd-profile-timezone-desc = Tu zona horaria, para las horas de inicio que escribes (y lees).
cmd-profile-timezone-opt-zone = zona
cmd-profile-timezone-opt-zone-desc = Su nombre IANA, p. ej. Europe/Berlin o America/New_York

# /encuentro
cmd-fixture = encuentro
cmd-fixture-desc = Horas de inicio de tus partidos.

# /encuentro proponer
cmd-fixture-propose = proponer
cmd-fixture-propose-desc = Propón hasta tres horas de inicio para tu próximo partido, en tu propia hora.
cmd-fixture-propose-opt-name = nombre
cmd-fixture-propose-opt-name-desc = La competición
cmd-fixture-propose-opt-first = primera
cmd-fixture-propose-opt-first-desc = Una hora en tu zona horaria: YYYY-MM-DD HH:MM
cmd-fixture-propose-opt-second = segunda
cmd-fixture-propose-opt-second-desc = Otra hora
cmd-fixture-propose-opt-third = tercera
cmd-fixture-propose-opt-third-desc = Una tercera hora

# /encuentro aceptar
cmd-fixture-accept = aceptar
cmd-fixture-accept-desc = Elige una de las horas de inicio que propuso tu rival.
cmd-fixture-accept-opt-name = nombre
cmd-fixture-accept-opt-name-desc = La competición
cmd-fixture-accept-opt-choice = opción
cmd-fixture-accept-opt-choice-desc = Cuál de las horas propuestas (1 a 3)

# /encuentro ver
cmd-fixture-show = ver
cmd-fixture-show-desc = La hora de inicio de tu próximo partido: acordada, propuesta o aún no.
cmd-fixture-show-opt-name = nombre
cmd-fixture-show-opt-name-desc = La competición

# /liga plazo
cmd-league-extend = plazo
cmd-league-extend-desc = Más plazo a un partido (admins).
cmd-league-extend-opt-name = liga
cmd-league-extend-opt-name-desc = La competición
cmd-league-extend-opt-fixture = partido
cmd-league-extend-opt-fixture-desc = Número del partido
cmd-league-extend-opt-days = días
cmd-league-extend-opt-days-desc = Días extra (1 a 60)
cmd-league-extend-opt-reason = motivo
cmd-league-extend-opt-reason-desc = Por qué
cmd-league-create-opt-max_break_days = dias_de_pausa
cmd-league-create-opt-max_break_days-desc = Días de pausa/miembro/temporada (def. 14)

# /perfil ausente
cmd-profile-away = ausente
cmd-profile-away-desc = Tómate una pausa: los plazos de tus partidos de aquí que caigan en ella se retrasan lo que dure.
cmd-profile-away-opt-until = hasta
cmd-profile-away-opt-until-desc = El último día de tu pausa, YYYY-MM-DD, en tu zona horaria

# /liga relevo
cmd-league-deputy = relevo
cmd-league-deputy-desc = Quién juega por ti si estás ausente.
cmd-league-deputy-opt-name = liga
cmd-league-deputy-opt-name-desc = La competición
cmd-league-deputy-opt-member = quién
cmd-league-deputy-opt-member-desc = Tu suplente; vacío: nadie

# /perfil avisos
cmd-profile-pings = avisos
cmd-profile-pings-desc = Cómo te aviso de que te toca, y tus horas de silencio (en tu zona horaria).
cmd-profile-pings-opt-how = cómo
cmd-profile-pings-opt-how-desc = Cómo te aviso de que te toca
cmd-profile-pings-opt-quiet_from = silencio_desde
cmd-profile-pings-opt-quiet_from-desc = Inicio de las horas de silencio, HH:MM (los recordatorios esperan a que terminen)
cmd-profile-pings-opt-quiet_to = silencio_hasta
cmd-profile-pings-opt-quiet_to-desc = Fin de las horas de silencio, HH:MM
choice-a-mention-in-the-match-s-thread = una mención en el hilo del partido
choice-a-direct-message = un mensaje directo
choice-never = nunca

# /tournament extend
cmd-tournament-extend = plazo
cmd-tournament-extend-desc = Más plazo a un partido (admins).
cmd-tournament-extend-opt-name = nombre
cmd-tournament-extend-opt-name-desc = La competición
cmd-tournament-extend-opt-fixture = partido
cmd-tournament-extend-opt-fixture-desc = Número del partido
cmd-tournament-extend-opt-days = días
cmd-tournament-extend-opt-days-desc = Días extra (1 a 60)
cmd-tournament-extend-opt-reason = motivo
cmd-tournament-extend-opt-reason-desc = Por qué

# /league odds
cmd-league-odds = pronostico
cmd-league-odds-desc = Pronóstico
cmd-league-odds-opt-name = nombre
cmd-league-odds-opt-name-desc = La liga
