package kernel

import "github.com/go-zeromq/zmq4"

func zmqMsg(s string) zmq4.Msg { return zmq4.NewMsgString(s) }
